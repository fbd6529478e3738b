//! Times the board's first use and the label layout (min of 20 runs):
//! `cargo run --release -p board --example timing`.

fn main() {
    let names = engine::map::Region::ALL.map(|r| r.name());
    let t = std::time::Instant::now();
    let _ = board::region_shapes();
    println!(
        "first use (outlines, centres, Italian layout): {:?}",
        t.elapsed()
    );
    for size in [board::LABEL_FONT_SIZE, board::PHONE_LABEL_FONT_SIZE] {
        let best = (0..20)
            .map(|_| {
                let t = std::time::Instant::now();
                let _ = board::label_layout(&names, size);
                t.elapsed()
            })
            .min()
            .unwrap_or_default();
        println!("layout at {size}: {best:?}");
    }
}
