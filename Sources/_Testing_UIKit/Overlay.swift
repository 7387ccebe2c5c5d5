// Empty on purpose: Swift Testing imports this module when a file imports both Testing and UIKit.
