// The worker runs the screens module (its AI and review service); wasm-bindgen's
// no-modules init takes its options as one object (a bare path is deprecated and warns).
importScripts("./screens.js");
wasm_bindgen({ module_or_path: "./screens_bg.wasm" });
