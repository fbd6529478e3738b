use condottiere::App;

fn main() {
    // Rust panics show up in the browser console instead of as an opaque `unreachable`.
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}
