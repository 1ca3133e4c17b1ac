import Testing

/// One error and the message it must print, for the parameterised message test of a module's
/// error enum; each case reports by its message.
///
///     @Test(arguments: [ErrorMessageCase(error: AudioError.cannotWrite(path: "a", detail: "b"),
///                                        message: "cannot write 'a': b")])
///     func message(_ testCase: ErrorMessageCase<AudioError>) { testCase.check() }
public struct ErrorMessageCase<Failure: CustomStringConvertible & Sendable>: CustomTestStringConvertible, Sendable {
  public var error: Failure
  public var message: String
  public var testDescription: String { message }

  public init(error: Failure, message: String) {
    self.error = error
    self.message = message
  }

  /// Expects the error's description to be the message, starting in lower case (the command line
  /// prefixes `Error: `).
  public func check(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(error.description == message, sourceLocation: sourceLocation)
    #expect(error.description.first.map { !$0.isUppercase } == true, sourceLocation: sourceLocation)
  }
}
