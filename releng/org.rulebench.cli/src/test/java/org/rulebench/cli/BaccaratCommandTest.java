package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * `rulebench edge` and `rulebench simulate` on punto banco (dsl-examples/baccarat): each bet's exact house edge over
 * every deal of 8 decks is the published one, and a simulation of the shoe holds the exact figures in its intervals.
 */
class BaccaratCommandTest {
	private static final String READING = ExamplesTest.examples().resolve("baccarat/baccarat.reading").toString();
	/** Exactly: (banker wins − player wins) / every ordered deal of 416 cards, six at a time. */
	private static final double BANKER_MINUS_PLAYER = (2_292_252_566_437_888.0 - 2_230_518_282_592_256.0) / 4_998_398_275_503_360.0;

	@Test
	void edgeGivesEachBetsPublishedHouseEdge() {
		String out = Cli.expect(0, "edge", READING, "--choose", "on_tie=eight").out();
		assertTrue(out.contains("8 decks, 4,998,398,275,503,360 ordered deals of six cards"), out);
		assertTrue(out.contains("the banker wins 45.8597% of rounds, the player 44.6247%, ties 9.5156%"), out);
		assertTrue(out.contains("a bet on the player pays 1 to 1: house edge 1.2351%"), out);
		assertTrue(out.contains("a bet on the banker pays 1 to 1, 1/20 of its wins to the house: house edge 1.0579%"), out);
		assertTrue(out.contains("a bet on a tie pays 8 to 1: house edge 14.3596%"), out);
	}

	@Test
	void edgeInJsonGivesTheExactFractionsForEveryAlternative() {
		String json = Cli.expect(0, "edge", READING, "--format", "json").out();
		JsonArray rows = JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("rows");
		assertEquals(2, rows.size(), "the tie paid 8 to 1 and 9 to 1");
		JsonObject eight = rows.get(0).getAsJsonObject();
		assertEquals(8, eight.get("decks").getAsInt());
		JsonObject player = eight.getAsJsonArray("bets").get(0).getAsJsonObject();
		assertEquals("the player", player.get("on").getAsString());
		assertEquals(BANKER_MINUS_PLAYER, player.get("house_edge").getAsDouble(), 1e-15);
		JsonObject tieNine = rows.get(1).getAsJsonObject().getAsJsonArray("bets").get(2).getAsJsonObject();
		assertEquals(0.048440, tieNine.get("house_edge").getAsDouble(), 5e-7);
	}

	@Test
	void aSimulatedShoeHoldsTheExactDifferenceOfTheHandsInItsInterval() {
		String out = Cli.expect(0, "simulate", READING, "--games", "200000", "--choose", "on_tie=eight").out();
		Matcher m = Pattern.compile("banker's edge per stake ([-+][0-9.]+) \\[([-+][0-9.]+), ([-+][0-9.]+)\\]").matcher(out);
		assertTrue(m.find(), out);
		assertTrue(Double.parseDouble(m.group(2)) <= BANKER_MINUS_PLAYER && BANKER_MINUS_PLAYER <= Double.parseDouble(m.group(3)), out);
	}

	/** Punto banco leaves neither side a choice: --best says so and gives the same edges. */
	@Test
	void bestRepliesOfAGameWithoutChoicesAreSaidToBeNone() {
		String out = Cli.expect(0, "edge", READING, "--best", "--choose", "on_tie=eight").out();
		assertTrue(out.contains("the best replies: the rules leave neither side a choice"), out);
	}

	/**
	 * Chemin de fer's six decks: the punter's option and the banker's, best replies worked out card by card over the
	 * shoe, each bet's edge when both play them.
	 */
	@Test
	void cheminDeFerGetsItsBestRepliesOverSixDecks() {
		String chemin = ExamplesTest.examples().resolve("chemin-de-fer/chemin-de-fer.reading").toString();
		String json = Cli.expect(0, "edge", chemin, "--best", "--format", "json").out();
		JsonObject row = JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("rows").get(0).getAsJsonObject();
		assertEquals(6, row.get("decks").getAsInt());
		assertTrue(row.has("converged") && row.getAsJsonArray("best_bets").size() == 2, json);
		double low = row.get("value_from").getAsDouble();
		double high = row.get("value_to").getAsDouble();
		assertTrue(low <= high + 1e-12, json);
		// with both replies, the bet on the player loses what the banker's hand gains
		double banker = row.get("best_banker_wins").getAsDouble();
		double player = row.get("best_player_wins").getAsDouble();
		JsonObject onPlayer = row.getAsJsonArray("best_bets").get(0).getAsJsonObject();
		assertEquals("the player", onPlayer.get("on").getAsString());
		assertEquals(banker - player, onPlayer.get("house_edge").getAsDouble(), 1e-12, json);
	}

	@Test
	void aShoeWhoseHandsReadSuitsIsRefusedByEdgeWithTheReason() throws Exception {
		java.nio.file.Path file = java.nio.file.Files.createTempDirectory("shoe").resolve("suited.reading");
		java.nio.file.Files.writeString(file, java.nio.file.Files.readString(java.nio.file.Path.of(READING))
				+ "rule deng: a deng pays: two of a suit 2 assumed\n"
				+ "rule lost: a deng of two cards that draws is lost unless the three cards make one assumed\n"
				+ "rule paying: the loser pays the deng of the winning hand assumed\n");
		Cli cli = Cli.expect(1, "edge", file.toString(), "--choose", "on_tie=eight");
		assertTrue(cli.err().contains("the rules read suits") && cli.err().contains("[cli.edge-reads-suits]"), cli.err());
		String out = Cli.expect(0, "simulate", file.toString(), "--games", "2000", "--choose", "on_tie=eight").out();
		assertTrue(out.contains("banker's edge per stake"), out);
	}
}
