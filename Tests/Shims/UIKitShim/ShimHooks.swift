// Not UIKit. The shim's own hooks, all `package`, which only tests use:
// - `UIControl.actions`: the actions added, so a test can look at them;
// - `UIAction.handler`: run by a test as a tap on a menu item would;
// - `UIColor.name`, `UIImage.systemName`, `UIListContentConfiguration.style`: what tests compare;
// - `UITableView.applyDiffableSnapshot`: where a diffable data source's `apply` hands its
//   snapshot to a test's table, which plays the diff.
// The adapter must not use them: it would not build against UIKit.
