import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * Build step of org.rulebench.readings: copies every .reading file under SOURCE to TARGET, keeping folders, with the
 * transcriptions they cite (sources/*.tei) and the annotation sets on them (annotations/*.jsonld), and writes
 * TARGET/index with their relative paths, one a line (a jar cannot list its own folders portably).
 *
 * <pre>java tools/CopyExamples.java SOURCE TARGET</pre>
 */
public final class CopyExamples {
	public static void main(String[] args) throws IOException {
		Path source = Path.of(args[0]).toAbsolutePath().normalize();
		Path target = Path.of(args[1]);
		List<Path> files;
		try (Stream<Path> walk = Files.walk(source)) {
			files = walk.map(source::relativize).filter(CopyExamples::example).sorted().toList();
		}
		if (files.isEmpty()) {
			throw new IOException("no .reading files under " + source);
		}
		StringBuilder index = new StringBuilder();
		for (Path f : files) {
			Path to = target.resolve(f);
			Files.createDirectories(to.getParent());
			Files.copy(source.resolve(f), to, StandardCopyOption.REPLACE_EXISTING);
			index.append(f.toString().replace('\\', '/')).append('\n');
		}
		Files.writeString(target.resolve("index"), index, StandardCharsets.UTF_8);
		System.out.println("embedded " + files.size() + " example readings, transcriptions and annotation sets from " + source);
	}

	private static boolean example(Path relative) {
		String p = relative.toString().replace('\\', '/');
		return p.endsWith(".reading") || p.startsWith("sources/") && p.endsWith(".tei")
				|| p.startsWith("annotations/") && p.endsWith(".jsonld");
	}
}
