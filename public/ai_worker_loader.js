importScripts("./screens.js");wasm_bindgen("./screens_bg.wasm");
