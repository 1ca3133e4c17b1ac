// Entry point; the commands are assembled in ChartVoiceCommand.swift.
