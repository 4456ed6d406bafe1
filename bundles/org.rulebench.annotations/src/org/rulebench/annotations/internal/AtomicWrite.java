package org.rulebench.annotations.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Rulebench's one way of replacing a file (annotation sets, readings, exports): a crash leaves the old content or
 * the new, never a part. The bytes go to a temporary file beside it, are forced to disk, the temporary file is
 * renamed over the target in one step, and the rename itself is forced to disk where the file system allows it.
 */
public final class AtomicWrite {
	private AtomicWrite() {
	}

	public static void write(Path file, String text) throws IOException {
		write(file, text.getBytes(StandardCharsets.UTF_8));
	}

	public static void write(Path file, byte[] bytes) throws IOException {
		Path dir = file.toAbsolutePath().getParent();
		Files.createDirectories(dir);
		Path temp = Files.createTempFile(dir, "." + file.getFileName() + ".", ".tmp");
		try {
			try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
				ByteBuffer buffer = ByteBuffer.wrap(bytes);
				while (buffer.hasRemaining()) {
					channel.write(buffer);
				}
				channel.force(true);
			}
			try {
				Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
			} catch (AtomicMoveNotSupportedException e) {
				throw new IOException("cannot replace " + file + " in one step on this file system: " + e.getMessage(), e);
			}
			forceDirectory(dir);
		} finally {
			Files.deleteIfExists(temp);
		}
	}

	/** Makes the rename durable; a file system that cannot open folders for this is left as it is. */
	private static void forceDirectory(Path dir) {
		try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
			channel.force(true);
		} catch (IOException | UnsupportedOperationException e) {
			// Windows and some file systems refuse to open a folder: the rename is still atomic there
		}
	}
}
