/*
 * Stand-in for Google's reCAPTCHA v3 script on the fixture host: the same `grecaptcha.ready` /
 * `grecaptcha.execute(siteKey, {action})` surface, answering with a token the fixture API accepts.
 * The donate page includes recaptcha-stub-fail.js instead when the `bot-check` scenario is set.
 */
(function () {
  var n = 0;
  window.grecaptcha = {
    ready: function (fn) {
      setTimeout(fn, 0);
    },
    execute: function (siteKey, options) {
      n += 1;
      var action = (options && options.action) || 'none';
      return Promise.resolve('fixture-captcha-' + action + '-' + siteKey + '-' + n);
    },
  };
})();
