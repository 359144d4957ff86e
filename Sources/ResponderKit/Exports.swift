/// `import ResponderKit` brings Foundation's geometry (`CGFloat`, `CGPoint`, `CGRect`, ...) and the rest of
/// Foundation into scope, as `import UIKit` does on iOS (SPEC A.2): iOS files need no extra import.
@_exported import Foundation
