// The body of the first-screen script (a classic script at the top of
// <body>, before the app). Serialised with Function.prototype.toString: keep
// it self-contained. `m` is the build's map (see vite-plugin.mjs).
//
// 1. Adds <link rel="modulepreload"> for the chunks the first screen needs
//    (UI texts of the saved language; the sign-in page when it will show), so
//    they download while the entry is evaluated (src/app/first-screen.ts
//    makes the same choice once the entry runs).
// 2. When the sign-in page will show, paints it at once: the markup the
//    build rendered from the sign-in components (`m.pages`, one per
//    language), for React to adopt (src/app/login-shell.ts).
// 3. Starts the app's entry module: at once, or once that page is on screen.
// 4. On the public site (a document the server drew: `data-site-path` on
//    <html>) it does nothing: the site's own entry takes that page over.

export function firstScreen(m) {
  // A route in the hash starts with `/`; anything else is an in-page
  // fragment (the site's skip link), not a route.
  var hash = /^#\//.test(location.hash) ? location.hash.slice(1) : '';
  // A public page at its own address (`/w/...`, drawn by the server).
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
  // The public site: the server draws its pages (`/`, `/w/...`) with the
  // site's own entry, which takes the page over in place. An address whose
  // hash names another site page than the one drawn (`/#/w/menu/...`, or
  // this document served as a file) goes to that page's own address.
  var drawn = document.documentElement.getAttribute('data-site-path');
  var sitePath = path === '/' ? '/w' : path.replace(/\/+$/, '');
  if (/^\/w(\/|$)/.test(sitePath)) {
    if (drawn === sitePath) {
      // Once the drawn page is on screen: the site's code (fetched, parsed
      // and run as soon as it is asked for) would hold that paint back.
      var doc = document.documentElement;
      var imports = (doc.getAttribute('data-site-imports') || '').split(' ');
      afterFirstPaint(function () {
        start(
          doc.getAttribute('data-site-entry'),
          imports.filter(function (f) {
            return f;
          }),
        );
      });
    } else {
      var query = clean
        ? location.search
        : hash.slice(hash.split('?')[0].length);
      location.replace(sitePath + query);
    }
    return;
  }
  // A site page whose hash names the back office: the back office opens at
  // `/` (`/#/login`), taking the document; the drawn page stays out of sight.
  if (drawn && location.pathname !== '/') {
    location.replace('/' + location.hash);
    return;
  }
  if (drawn) {
    var hide = document.createElement('style');
    hide.textContent = '#root[data-path]{display:none}';
    document.head.appendChild(hide);
  }
  // As src/lib/language.ts: saved, else the browser's first of ours.
  var lang = localStorage.getItem('change-language');
  if (!m.pages[lang]) {
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
      if (pick && m.pages[pick]) {
        lang = pick;
        break;
      }
    }
  }
  // The back office speaks the interface language (a site page at `/` is
  // drawn in Japanese).
  document.documentElement.lang = lang;
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
  var primary = '';
  try {
    var saved = JSON.parse(localStorage.getItem('layout-setting') || '{}');
    if (saved && typeof saved.theme === 'string') primary = saved.theme;
  } catch {
    /* the app falls back to the default the same way */
  }
  var rememberMe = cookie('rememberMe') === 'true';
  var shell = document.createElement('div');
  shell.id = 'login-shell';
  // The sign-in page the build rendered for this language, with what the
  // components read in the browser: theme colour, year, remembered account.
  shell.innerHTML = m.pages[lang];
  if (primary) shell.firstChild.style.setProperty('--auth-primary', primary);
  var footer = shell.querySelector('.auth-page__footer');
  footer.textContent = footer.textContent.replace(
    /\d{4}/,
    new Date().getFullYear(),
  );
  shell.querySelector('#login-username').value = rememberMe
    ? cookie('username')
    : '';
  shell.querySelector('input[type="checkbox"]').checked = rememberMe;
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
