import Foundation

/// https://developer.apple.com/documentation/coredata/nsfetchrequestresult
public protocol NSFetchRequestResult: NSObjectProtocol {}

/// https://developer.apple.com/documentation/coredata/nsmanagedobject
///
/// Simplified: no entity, no context, and none of its initializers; a subclass that the
/// snippets declare inherits `NSObject`'s.
open class NSManagedObject: NSObject {}

/// Core Data's headers declare the conformance (NSFetchRequest.h); the class's page, as read,
/// does not list it.
extension NSManagedObject: NSFetchRequestResult {}

/// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller
///
/// The shim fetches nothing: no snippet runs, they are only compiled.
open class NSFetchedResultsController<ResultType: NSFetchRequestResult>: NSObject {
  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/fetchedobjects
  open var fetchedObjects: [ResultType]? { nil }
}
