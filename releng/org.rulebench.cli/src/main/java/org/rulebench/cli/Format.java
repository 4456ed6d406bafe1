package org.rulebench.cli;

import picocli.CommandLine.Option;

/** `--format text|json`, the same option on every command that prints results. */
final class Format {
	enum Kind {
		text, json
	}

	@Option(names = "--format", paramLabel = "text|json", defaultValue = "text",
			description = "text for people (the default) or json for programs; diagnostics go to standard error either way")
	Kind kind = Kind.text;

	boolean json() {
		return kind == Kind.json;
	}
}
