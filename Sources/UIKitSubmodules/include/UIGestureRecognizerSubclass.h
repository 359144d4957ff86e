/* Empty on purpose: in ResponderKit a recognizer subclass can already set `state` and override the
   touches methods; this header only gives `import UIKit.UIGestureRecognizerSubclass` a submodule. */
