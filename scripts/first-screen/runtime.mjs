// The body of the first-screen script (a classic script at the top of
// <body>, before the app). Serialised with Function.prototype.toString: keep
// it self-contained. `m` is the build's map (see vite-plugin.mjs).
//
// 1. Adds <link rel="modulepreload"> for the chunks the first screen needs
//    (UI texts of the saved language; the sign-in page when it will show), so
//    they download while the entry is evaluated (src/app/first-screen.ts
//    makes the same choice once the entry runs).
// 2. When the sign-in page will show, paints it at once as static markup
//    (login-shell.mjs) for React to adopt.
// 3. Starts the app's entry module (the public site's own on its paths): at
//    once, or once that page is on screen.
// 4. On the public site: paints the site's frame at once (site-shell.mjs),
//    for the site to replace; just after that first frame, starts the first
//    screen's data (the navigation and, on the home page, the home data:
//    src/api/website/client.ts takes these answers) and the site's
//    stylesheet, and on the home page paints its hero (the first screen's
//    largest content, drawn by the frame's inlined rules) once that data has
//    come. The site's code comes last: after the frame's paint and the hero.

export function firstScreen(m, loginShellHtml, siteHeroHtml) {
  var hash = location.hash.replace(/^#/, '');
  // A public page at its own address (`/w/...`, pre-rendered by the server)
  // continues in the site at the matching hash route; the address changes
  // once the frame is on screen (see `ask`), before the site's code reads it.
  var clean =
    !hash && /^\/w(\/|$)/.test(location.pathname)
      ? location.pathname.replace(/\/+$/, '')
      : '';
  var path = clean || hash.split('?')[0] || '/';
  function start(entry, urls, failed) {
    for (var i = 0; i < urls.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = urls[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    if (failed) script.onerror = failed;
    document.head.appendChild(script);
  }
  // Runs `then` once the first contentful paint is on screen: the page's
  // fetches and evaluation would otherwise compete with that paint's raster
  // (rAF + setTimeout still runs before that). Paint timing reports the first
  // contentful paint after it is presented. A hidden tab does not paint and a
  // browser without paint timing cannot say: those run at once. The timer is
  // only a safety net for a paint entry that never comes; it is long, as a
  // loaded machine can take seconds to present the first frame.
  function afterFirstPaint(then) {
    var done = false;
    function once() {
      if (done) return;
      done = true;
      then();
    }
    var types =
      (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) ||
      [];
    if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) {
      once();
      return;
    }
    var painted = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      painted.disconnect();
      setTimeout(once, 0);
    });
    painted.observe({ type: 'paint', buffered: true });
    setTimeout(once, 5000);
  }
  // The public site has its own entry (src/website/main.tsx): no admin code.
  // It is Japanese and signed out: no language or cookie to read (each is a
  // synchronous round trip, the first storage read of a fresh visit a slow one).
  if (path === '/' || /^\/w(\/|$)/.test(path)) {
    // Paint the site's frame as static markup (its rules are inlined in the
    // head). Also over a page the server pre-rendered (`/w/...`): that page
    // is for readers without JavaScript, and its rules hide it behind the
    // frame (#site-shell ~ #root), so a visitor sees the site's own look
    // from the first paint rather than a plain page that then changes.
    var holder = document.createElement('div');
    holder.innerHTML = m.site.shell;
    var frame = holder.firstChild;
    document.currentScript.parentNode.insertBefore(
      frame,
      document.currentScript,
    );
    // The first screen's data and the site's stylesheet are asked for just
    // after the frame's first frame, not before it: asking (fetch, a
    // stylesheet link, the address change) costs the main thread several
    // milliseconds, and answers that come before that frame is on screen
    // hold it back further (measured: first paint 1.6-1.9x a trivial page's
    // with them before, 1.25x after). The site's code needs them first: its
    // start asks for them if that has not happened yet (a hidden tab has no
    // frames).
    var asked = false;
    // Settles once the home's static hero is in (or will not be).
    var heroDone = Promise.resolve();
    var ask = function () {
      if (asked) return;
      asked = true;
      var atHome = path === '/' || /^\/w\/?$/.test(path);
      if (window.fetch) {
        // As src/website/routes.tsx preloadSite, with the site client's header.
        var urls0 = ['/website/navigation'];
        if (atHome) urls0.push('/website/home');
        // A page the server pre-rendered carries these answers, by path
        // (server/src/services/prerender/html.ts).
        var given = {};
        var block = document.getElementById('site-early');
        try {
          given = (block && JSON.parse(block.textContent)) || {};
        } catch {
          /* asked for instead */
        }
        var early = {};
        for (var u = 0; u < urls0.length; u += 1) {
          early[urls0[u]] = given[urls0[u]]
            ? Promise.resolve(
                new Response(JSON.stringify(given[urls0[u]]), {
                  headers: { 'Content-Type': 'application/json' },
                }),
              )
            : fetch(urls0[u], {
                headers: { 'Content-Language': 'ja' },
              });
          // Not taken (the site failed to start): no unhandled rejection.
          early[urls0[u]].catch(function () {});
        }
        window.__siteEarly = early;
        // A copy of a body for the static hero; the response itself goes to
        // the site (copied first: this reaction is the first registered).
        var body = function (url) {
          return early[url].then(function (res) {
            return res.clone().json();
          });
        };
        if (atHome) {
          // Its rules are the frame's (inlined): it needs only the answers.
          heroDone = Promise.all([
            body('/website/home'),
            body('/website/navigation'),
          ])
            .then(function (got) {
              if (
                !frame.isConnected ||
                got[0].code !== 200 ||
                got[1].code !== 200
              )
                return;
              var holder = document.createElement('div');
              holder.className = 'site-home';
              holder.innerHTML = siteHeroHtml(
                got[0].data.home,
                got[1].data,
                m.site.text,
              );
              var main = frame.querySelector('.site-main');
              main.insertBefore(holder, main.firstChild);
            })
            // No hero: the frame's loading status stays until the site shows.
            .catch(function () {});
        }
      }
      if (clean) history.replaceState(null, '', '/#' + clean + location.search);
      for (var c = 0; c < m.site.css.length; c += 1) {
        var sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.href = m.site.css[c];
        document.head.appendChild(sheet);
      }
    };
    requestAnimationFrame(function () {
      setTimeout(ask, 0);
    });
    // The site's code once the frame is on screen (its evaluation would
    // hold that paint back) and, on the home page, its hero (or a second at
    // most). Should it fail to load, a pre-rendered page comes out from
    // behind the frame.
    afterFirstPaint(function () {
      ask();
      Promise.race([
        heroDone,
        new Promise(function (resolve) {
          setTimeout(resolve, 1000);
        }),
      ]).then(function () {
        start(m.site.entry, m.site.imports.concat(m.site.frame), function () {
          var root = document.getElementById('root');
          if (root && root.firstElementChild) frame.remove();
        });
      });
    });
    return;
  }
  // As src/lib/language.ts: saved, else the browser's first of ours.
  var lang = localStorage.getItem('change-language');
  if (!m.texts[lang]) {
    lang = m.defaultLanguage;
    var tags = navigator.languages || [navigator.language];
    for (var t = 0; t < tags.length; t += 1) {
      var tag = String(tags[t]).toLowerCase();
      var pick = /^zh(-|$)/.test(tag)
        ? 'zh-CN'
        : /^ja(-|$)/.test(tag)
          ? 'ja'
          : /^en(-|$)/.test(tag)
            ? 'en'
            : '';
      if (pick && m.texts[pick]) {
        lang = pick;
        break;
      }
    }
  }
  // One read: each document.cookie read is a synchronous round trip.
  var cookies = document.cookie;
  var signedIn = /(?:^|;\s*)Admin-Token=/.test(cookies);
  var open = /^\/(404|401|register|auth-redirect|bind)(\/|$)/.test(path);
  var signIn = path === '/login' || (!signedIn && !open);
  var urls = m.imports.concat(m.locales[lang] || []);
  if (path === '/register') urls = urls.concat(m.register);
  else if (signIn) urls = urls.concat(m.login);
  if (!signIn || signedIn) {
    start(m.entry, urls);
    return;
  }

  function cookie(name) {
    var found = new RegExp('(?:^|;\\s*)' + name + '=([^;]*)').exec(cookies);
    try {
      return found ? decodeURIComponent(found[1]) : '';
    } catch {
      return '';
    }
  }
  var primary = m.defaultPrimary;
  try {
    var saved = JSON.parse(localStorage.getItem('layout-setting') || '{}');
    if (saved && typeof saved.theme === 'string') primary = saved.theme;
  } catch {
    /* the app falls back to the default the same way */
  }
  var rememberMe = cookie('rememberMe') === 'true';
  var shell = document.createElement('div');
  shell.id = 'login-shell';
  shell.innerHTML = loginShellHtml(m.texts[lang], {
    lang: lang,
    languages: m.languages,
    logo: m.logo,
    primary: primary,
    year: new Date().getFullYear(),
    username: rememberMe ? cookie('username') : '',
    rememberMe: rememberMe,
  });
  document.currentScript.parentNode.insertBefore(shell, document.currentScript);
  var form = shell.querySelector('form');
  // Sent before the app is ready: the app submits it once it takes over.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    form.setAttribute('data-submitted', 'true');
  });
  var switches = shell.querySelectorAll('.auth-lang__item');
  for (var j = 0; j < switches.length; j += 1) {
    switches[j].addEventListener('click', function (event) {
      localStorage.setItem(
        'change-language',
        event.currentTarget.getAttribute('lang'),
      );
      location.reload();
    });
  }
  var toggle = shell.querySelector('.auth-password__toggle');
  toggle.addEventListener('click', function () {
    var input = shell.querySelector('#login-password');
    input.type = input.type === 'password' ? 'text' : 'password';
  });
  // Start the app once the form is on screen.
  afterFirstPaint(function () {
    start(m.entry, urls);
  });
}
