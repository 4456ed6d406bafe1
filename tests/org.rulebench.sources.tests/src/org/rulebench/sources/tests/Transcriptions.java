package org.rulebench.sources.tests;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;
import org.rulebench.sources.tei.TeiResource;

/** TEI documents for tests, built and loaded in memory. The text is made up for the tests, not from a source. */
public final class Transcriptions {
	private Transcriptions() {
	}

	/** A source with two witnesses, a canonical reference pattern, nested divisions, segments and an apparatus. */
	public static final String GAME = """
			<?xml version="1.0" encoding="UTF-8"?>
			<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:id="game" xml:lang="en">
				<teiHeader>
					<fileDesc>
						<titleStmt><title>A Book of Games</title><author>A. Writer</author></titleStmt>
						<publicationStmt><authority>Rulebench tests</authority><availability><p>Made up for the tests.</p></availability></publicationStmt>
						<sourceDesc>
							<bibl><author>A. Writer</author><title>A Book of Games</title><edition>second</edition>
								<publisher>Nobody</publisher><pubPlace>Nowhere</pubPlace><date>1151</date><ptr target="https://example.org/book"/></bibl>
							<listWit>
								<witness xml:id="wA" n="A">the first copy</witness>
								<witness xml:id="wB" n="B">the second copy</witness>
							</listWit>
						</sourceDesc>
					</fileDesc>
					<encodingDesc><refsDecl>
						<cRefPattern matchPattern="(\\d+)\\.(\\d+)" replacementPattern="#xpath(//div[@n='$1']/p[@n='$2'])"><p>book and rule</p></cRefPattern>
					</refsDecl></encodingDesc>
				</teiHeader>
				<text>
					<body>
						<p xml:id="game.note">A note outside the books.</p>
						<div xml:id="game.b1" n="1" type="book">
							<head>The first book</head>
							<p xml:id="game.b1.r1" n="1">Each side has <seg xml:id="game.b1.r1.pieces">fourteen pieces</seg> and
								two dice.</p>
							<p xml:id="game.b1.r2" n="2">A piece that leaves the last point <app><lem wit="#wA">loses</lem><rdg wit="#wB">wins</rdg></app> three chips.</p>
						</div>
					</body>
				</text>
			</TEI>
			""";

	public static TeiResource load(String tei) {
		return load(tei, "memory:/test.tei");
	}

	public static TeiResource load(String tei, String uri) {
		TeiResource resource = new TeiResource(URI.createURI(uri));
		try {
			resource.load(new ByteArrayInputStream(tei.getBytes(StandardCharsets.UTF_8)), null);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		return resource;
	}

	public static String save(TeiResource resource) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try {
			resource.save(out, null);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		return out.toString(StandardCharsets.UTF_8);
	}

	/** The example sources of the repository (dsl-examples/sources), as the build passes it. */
	public static Path examples() {
		return Path.of(System.getProperty("rulebench.examples", "../../dsl-examples")).resolve("sources");
	}
}
