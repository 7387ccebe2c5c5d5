/// The namespace of the standard-view tests (symbol images, page control, visual effects, feedback
/// generators, refresh control), so that `swift test --filter StandardViews` runs them all.
enum StandardViews {}
