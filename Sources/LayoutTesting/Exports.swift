// A test file needs only `import LayoutTesting` (and `import Testing`): the modules a layout test
// names — the views, the host, the components, and Foundation's geometry through LayoutEngine —
// come with it.
@_exported import Components
@_exported import LayoutEngine
@_exported import ViewHost
