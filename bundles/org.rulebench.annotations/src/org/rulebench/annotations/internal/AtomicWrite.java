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
 * Replaces a file's content so that a crash leaves the old content or the new, never a part: a temporary file beside
 * it, forced to disk, renamed over it in one step. (The readings workspace writes its files the same way.)
 */
public final class AtomicWrite {
	private AtomicWrite() {
	}

	public static void write(Path file, String text) throws IOException {
		Path dir = file.toAbsolutePath().getParent();
		Files.createDirectories(dir);
		Path temp = Files.createTempFile(dir, "." + file.getFileName() + ".", ".tmp");
		try {
			try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
				ByteBuffer buffer = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
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
		} finally {
			Files.deleteIfExists(temp);
		}
	}
}
