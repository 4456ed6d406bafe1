package org.rulebench.cli;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * What the sweep service and its client say to each other over a local socket: the client one line of JSON (the
 * key, what to do, the command line, its folder); the service frames of the command's standard output ({@code o})
 * and error ({@code e}), then its exit status ({@code x}).
 */
final class ServiceWire {
	static final char OUT = 'o';
	static final char ERR = 'e';
	static final char EXIT = 'x';

	private ServiceWire() {
	}

	/** A frame: its kind and bytes. */
	record Frame(char kind, byte[] bytes) {
		String text() {
			return new String(bytes, StandardCharsets.UTF_8);
		}
	}

	static void write(DataOutputStream out, char kind, byte[] bytes, int from, int length) throws IOException {
		synchronized (out) {
			out.writeByte(kind);
			out.writeInt(length);
			out.write(bytes, from, length);
			out.flush();
		}
	}

	/** The next frame, or null when the other side closed the connection (between frames or within one). */
	static Frame read(DataInputStream in) throws IOException {
		try {
			char kind = (char) in.readUnsignedByte();
			int length = in.readInt();
			if (length < 0 || length > 64 << 20) {
				throw new IOException("a frame of " + length + " bytes: not the sweep service speaking");
			}
			byte[] b = new byte[length];
			in.readFully(b);
			return new Frame(kind, b);
		} catch (EOFException e) {
			return null;
		}
	}

	/**
	 * A command's standard output or error in the service, sent to the client frame by frame; it knows whether the
	 * client's standard error is a terminal (for the progress line). Writes after the client left are dropped.
	 */
	static final class ToClient extends PrintStream {
		private final boolean terminal;

		ToClient(DataOutputStream wire, char kind, boolean terminal) {
			super(kind == OUT ? new java.io.BufferedOutputStream(frames(wire, kind), 1 << 16) : frames(wire, kind), kind == ERR, StandardCharsets.UTF_8);
			this.terminal = terminal;
		}

		/** Standard output is sent in large frames (flushed at the end), standard error as it is written. */
		private static OutputStream frames(DataOutputStream wire, char kind) {
			return new OutputStream() {
				@Override
				public void write(int b) throws IOException {
					write(new byte[] { (byte) b }, 0, 1);
				}

				@Override
				public void write(byte[] b, int off, int len) throws IOException {
					ServiceWire.write(wire, kind, b, off, len);
				}
			};
		}

		boolean terminal() {
			return terminal;
		}
	}
}
