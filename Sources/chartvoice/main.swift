import ChartSupport
import Foundation

// The process: everything else is in ChartVoiceCommand, which the tests and the option-parser
// fuzz target call without starting a process.

// A closed pipe (`chartvoice describe … | head -1`) should end the process quietly.
signal(SIGPIPE, SIG_DFL)
// Ctrl-C or `kill` while a file is being written removes its temporary file.
InterruptCleanup.installSignalHandlers()
exit(ChartVoiceCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
