// Starts Condottiere (a file of its own, not an inline script: the page's
// Content-Security-Policy runs scripts from the site's files only).
//
// 1. The language the app opens in, chosen as src/i18n.rs chooses it (the player's
//    earlier choice, else the first of the browser's languages the game speaks, else
//    English): the first paint's title is in it, and the texts of its first screens (no
//    language is compiled into the app) start loading now, beside the app's code,
//    rather than once the code has started.
// 2. The app's code (its JS and wasm, named with their build's hash on this script's tag
//    by Trunk: Trunk.toml, pattern_script) starts loading right after the first frame, so
//    the first paint never waits behind it; a page opened in the background (no frames)
//    starts anyway.
(function () {
  var me = document.currentScript;
  var spoken = ["en", "pl", "ru", "hu", "it"];
  var titles = { ru: "Кондотьер" };
  var known = function (code) {
    code = String(code || "").split(/[-_]/)[0].toLowerCase();
    return spoken.indexOf(code) >= 0 ? code : null;
  };
  var lang = null;
  try {
    lang = known(localStorage.getItem("condottiere/language"));
  } catch (e) {}
  var listed = [].concat(navigator.languages || [], navigator.language || []);
  for (var i = 0; !lang && i < listed.length; i++) lang = known(listed[i]);
  lang = lang || "en";
  document.documentElement.lang = lang;
  var name = document.querySelector(".first-paint-name");
  if (titles[lang]) {
    if (name) name.textContent = titles[lang];
    document.title = titles[lang];
  }
  var link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = "locales/" + lang + "/condottiere.ftl";
  document.head.appendChild(link);

  if (!me || !me.dataset.js) return;
  var js = me.dataset.js;
  var wasm = me.dataset.wasm;
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    import(js).then(function (app) {
      return app.default({ module_or_path: wasm });
    });
  };
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
