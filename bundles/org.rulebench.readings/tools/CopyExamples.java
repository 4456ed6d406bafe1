import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * Build step of org.rulebench.readings: copies every .reading file under SOURCE to TARGET, keeping folders, and
 * writes TARGET/index with their relative paths, one a line (a jar cannot list its own folders portably).
 *
 * <pre>java tools/CopyExamples.java SOURCE TARGET</pre>
 */
public final class CopyExamples {
	public static void main(String[] args) throws IOException {
		Path source = Path.of(args[0]).toAbsolutePath().normalize();
		Path target = Path.of(args[1]);
		List<Path> files;
		try (Stream<Path> walk = Files.walk(source)) {
			files = walk.filter(f -> f.toString().endsWith(".reading")).map(source::relativize).sorted().toList();
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
		System.out.println("embedded " + files.size() + " example readings from " + source);
	}
}
