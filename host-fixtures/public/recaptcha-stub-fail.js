/* The bot-check stub told to fail (scenario `bot-check`): it loads, but yields no token. */
(function () {
  window.grecaptcha = {
    ready: function (fn) {
      setTimeout(fn, 0);
    },
    execute: function () {
      return Promise.resolve('');
    },
  };
})();
