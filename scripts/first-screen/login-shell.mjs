// The sign-in page as static markup, painted before the app's JavaScript has
// run (spec budget: the form on screen within 2.5x a trivial page). It is the
// same DOM the React page renders (src/layout/auth + src/views/login), so the
// page does not change when React takes over: LoginForm adopts what was typed
// and removes it (src/app/login-shell.ts). tests/web/views/login-shell.test.tsx
// fails when the two drift apart.
//
// `loginShellHtml` is serialised into the first-screen script with
// Function.prototype.toString, so it must stay self-contained ES5.

export function loginShellHtml(t, o) {
  function e(s) {
    return String(s)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
  }
  var svg =
    '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">';
  var user =
    svg +
    '<circle cx="12" cy="8" r="4"></circle><path d="M4 21c0-4 3.6-7 8-7s8 3 8 7"></path></svg>';
  var lock =
    svg +
    '<rect x="4.5" y="10.5" width="15" height="10" rx="2"></rect><path d="M8 10.5V7a4 4 0 0 1 8 0v3.5"></path></svg>';
  var eye =
    svg +
    '<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z"></path><circle cx="12" cy="12" r="3"></circle></svg>';
  var shield =
    svg +
    '<path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z"></path><path d="m8.8 12 2.2 2.2 4.2-4.4"></path></svg>';
  function field(id, label, input) {
    return (
      '<div class="auth-field"><label for="' +
      id +
      '" class="visually-hidden">' +
      e(label) +
      '</label>' +
      input +
      '<div id="' +
      id +
      '-error" class="auth-field__error" role="alert"></div></div>'
    );
  }
  function input(id, type, icon, attrs) {
    return (
      '<span class="auth-input"><span class="auth-input__icon">' +
      icon +
      '</span><input ' +
      attrs +
      ' id="' +
      id +
      '" type="' +
      type +
      '" aria-describedby="' +
      id +
      '-error"></span>'
    );
  }
  var langs = '';
  for (var i = 0; i < o.languages.length; i += 1) {
    var l = o.languages[i];
    var on = l.code === o.lang;
    langs +=
      '<button type="button" lang="' +
      l.code +
      '" class="auth-lang__item' +
      (on ? ' is-active' : '') +
      '"' +
      (on ? ' disabled="" aria-current="true"' : '') +
      '>' +
      e(l.name) +
      '</button>';
  }
  return (
    '<div class="auth-page" style="--auth-primary: ' +
    e(o.primary) +
    ';"><div class="auth-page__top"><nav class="auth-lang" aria-label="' +
    e(t.language) +
    '">' +
    langs +
    '</nav></div><main class="auth-card"><header class="auth-card__brand"><img src="' +
    e(o.logo) +
    '" alt="" width="44" height="44"><h1 class="auth-card__title">' +
    e(t.appTitle) +
    '</h1></header><p class="auth-card__subtitle">' +
    e(t.subtitle) +
    '</p><form class="auth-form" aria-label="' +
    e(t.formLabel) +
    '" novalidate="">' +
    field(
      'login-username',
      t.username,
      input(
        'login-username',
        'text',
        user,
        'maxlength="30" autocomplete="username" autocapitalize="off" spellcheck="false" placeholder="' +
          e(t.usernamePlaceholder) +
          '" value="' +
          e(o.username) +
          '"',
      ),
    ) +
    field(
      'login-password',
      t.password,
      '<span class="auth-password">' +
        input(
          'login-password',
          'password',
          lock,
          'maxlength="20" autocomplete="current-password" placeholder="' +
            e(t.passwordPlaceholder) +
            '"',
        ) +
        '<button type="button" class="auth-password__toggle" aria-label="' +
        e(t.showPassword) +
        '" aria-pressed="false">' +
        eye +
        '</button></span>',
    ) +
    // The captcha row as the app first shows it: image still loading.
    field(
      'login-code',
      t.code,
      '<div class="auth-captcha">' +
        input(
          'login-code',
          'text',
          shield,
          'maxlength="8" autocomplete="off" inputmode="text" placeholder="' +
            e(t.codePlaceholder) +
            '"',
        ) +
        '<button type="button" class="auth-captcha__image" title="' +
        e(t.codeRefresh) +
        '" aria-label="' +
        e(t.codeRefresh) +
        '"><span class="auth-captcha__placeholder">' +
        e(t.codeLoading) +
        '</span></button></div>',
    ) +
    '<div class="auth-form__row"><label class="auth-check"><input type="checkbox"' +
    (o.rememberMe ? ' checked=""' : '') +
    '><span>' +
    e(t.rememberMe) +
    '</span></label></div><button type="submit" class="auth-submit" aria-busy="false" aria-disabled="false">' +
    e(t.submit) +
    '</button></form></main><footer class="auth-page__footer">© ' +
    o.year +
    ' ' +
    e(t.appTitle) +
    '</footer></div>'
  );
}
