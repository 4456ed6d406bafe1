package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** `rulebench edge` and `rulebench simulate` on the Pok Deng reading agree, and the exact figure is the one pinned. */
class EdgeCommandTest {
	private static final String READING = ExamplesTest.examples().resolve("pok-deng/pok-deng.reading").toString();
	private static final String[] SEED_RULES = { "--choose", "draw=from_one", "--choose", "banker=as_player", "--choose", "equal=tie",
			"--choose", "paying=winner" };

	private static String[] with(String... args) {
		String[] all = new String[args.length + SEED_RULES.length];
		System.arraycopy(args, 0, all, 0, args.length);
		System.arraycopy(SEED_RULES, 0, all, args.length, SEED_RULES.length);
		return all;
	}

	@Test
	void theExactEdgeOfTheBankerDrawingAsAPlayerAgainstACoinIs71531986OfEveryDeal() {
		String out = Cli.expect(0, with("edge", READING, "--players", "random,stand")).out();
		assertTrue(out.contains("banker's edge per stake +0.019520 (71,531,986 / 3,664,533,600)"), out);
	}

	@Test
	void theSimulatedEdgeHoldsTheExactOneInItsInterval() {
		String out = Cli.expect(0, with("simulate", READING, "--games", "200000", "--players", "random,stand")).out();
		Matcher m = Pattern.compile("banker's edge per stake ([-+][0-9.]+) \\[([-+][0-9.]+), ([-+][0-9.]+)\\]").matcher(out);
		assertTrue(m.find(), out);
		double exact = 71_531_986.0 / 3_664_533_600L;
		assertTrue(Double.parseDouble(m.group(2)) <= exact && exact <= Double.parseDouble(m.group(3)), out);
		assertTrue(out.contains("hands, player / banker (share of rounds): pok 9 "), out);
	}

	@Test
	void theBestPolicyIsATableAndLeavesTheBankerLessThanAnyFixedOne() {
		String json = Cli.expect(0, with("edge", READING, "--best", "--players", "stand", "--format", "json")).out();
		JsonObject row = JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("rows").get(0).getAsJsonObject();
		assertTrue(row.get("best_edge").getAsDouble() <= row.get("edge").getAsDouble(), json);
		assertEquals("must", row.getAsJsonArray("player_policy").get(0).getAsJsonArray().get(0).getAsString(), "no deng on 0 must draw");
		assertEquals("stand", row.getAsJsonArray("player_policy").get(7).getAsJsonArray().get(0).getAsString(), json);
	}

	/**
	 * Pok Deng dealt from a shoe of two decks: its deng read suits, so the deals are counted card by card, each card
	 * twice, and the player's best reply is worked out over the same shoe.
	 */
	@Test
	void aShoeOfPokDengIsCountedCardByCardWithItsBestReply(@TempDir Path dir) throws IOException {
		Files.copy(ExamplesTest.examples().resolve("sources/pok-deng.tei"), dir.resolve("pok-deng.tei")); // the passages it cites
		Path file = dir.resolve("shoe.reading");
		Files.writeString(file, Files.readString(Path.of(READING)).replace("the cards are one deck of 52", "the cards are 2 decks of 52")
				.replace("expect deck: the deck has 52 cards: 4 of each rank, 13 of each suit",
						"expect deck: the deck has 104 cards: 8 of each rank, 26 of each suit"));
		String out = Cli.expect(0, with("edge", file.toString(), "--best", "--choose", "deng=five", "--players", "random,stand")).out();
		long deals = 104L * 103 / 2 * (102L * 101 / 2) * 100 * 99;
		assertTrue(out.contains(String.format(java.util.Locale.ROOT, "exact over every deal of the shoe card by card, each card as often as"
				+ " the shoe holds it (%,d deals)", deals)), out);
		Matcher edge = Pattern.compile("banker's edge per stake ([-+][0-9.]+) ").matcher(out);
		Matcher best = Pattern.compile("the player playing its best reply: banker's edge ([-+][0-9.]+) ").matcher(out);
		assertTrue(edge.find() && best.find(), out);
		assertTrue(Double.parseDouble(best.group(1)) <= Double.parseDouble(edge.group(1)), out);
	}

	/**
	 * dsl-examples/pok-deng/banker.reading: the banker drawing on 0 to 3 whatever its deng, the player tossing a coin
	 * where free (the figure DrawingRulesTest checks deal by deal against an enumeration of its own).
	 */
	@Test
	void theExactEdgeOfABankerDrawingOnNoughtToThreeIs160809558OfEveryDeal() {
		String out = Cli.expect(0, "edge", ExamplesTest.examples().resolve("pok-deng/banker.reading").toString(), "--choose",
				"draw=from_one", "--choose", "banker=zero_to_three", "--choose", "equal=tie", "--choose", "paying=winner", "--players",
				"random,stand").out();
		assertTrue(out.contains("banker's edge per stake +0.043883 (160,809,558 / 3,664,533,600)"), out);
	}

	@Test
	void theEdgeSaysHowOftenEachSideWinsAndHowOftenTheyTie() {
		Cli cli = Cli.expect(0, with("edge", READING, "--players", "random,stand"));
		assertTrue(cli.out().contains("the banker wins ") && cli.out().contains(" of rounds, the player ") && cli.out().contains(", ties "),
				cli.out());
		JsonObject row = JsonParser.parseString(Cli.expect(0, with("edge", READING, "--players", "random,stand", "--format", "json")).out())
				.getAsJsonObject().getAsJsonArray("rows").get(0).getAsJsonObject();
		double banker = row.get("banker_wins").getAsDouble();
		double player = row.get("player_wins").getAsDouble();
		double ties = row.get("ties").getAsDouble();
		assertEquals(1, banker + player + ties, 1e-12);
		assertTrue(banker > 0 && player > 0 && ties > 0, row.toString());
		// the simulated rounds agree: the exact share of rounds the banker wins lies in the simulation's interval
		JsonObject cards = JsonParser.parseString(Cli.expect(0, with("simulate", READING, "--games", "200000", "--players", "random,stand",
				"--format", "json")).out()).getAsJsonObject().getAsJsonArray("rows").get(0).getAsJsonObject().getAsJsonObject("cards");
		double won = 0;
		for (String stakes : cards.getAsJsonObject("banker_wins_stakes").keySet()) {
			if (Integer.parseInt(stakes) > 0) {
				won += cards.getAsJsonObject("banker_wins_stakes").get(stakes).getAsDouble();
			}
		}
		double margin = 1.96 * Math.sqrt(won * (1 - won) / 200_000) + 1e-4;
		assertEquals(banker, won, margin, "the banker's wins, exact against simulated");
	}

	@Test
	void simulateInJsonHasEveryFigureOfItsTextTheBankersEdgeAmongThem() {
		String text = Cli.expect(0, with("simulate", READING, "--games", "2000", "--players", "random,stand")).out();
		JsonObject json = JsonParser.parseString(Cli.expect(0, with("simulate", READING, "--games", "2000", "--players", "random,stand",
				"--format", "json")).out()).getAsJsonObject();
		JsonObject row = json.getAsJsonArray("rows").get(0).getAsJsonObject();
		JsonObject edge = row.getAsJsonObject("cards").getAsJsonObject("banker_edge");
		Matcher m = Pattern.compile("banker's edge per stake ([-+][0-9.]+) \\[([-+][0-9.]+), ([-+][0-9.]+)\\]").matcher(text);
		assertTrue(m.find(), text);
		assertEquals(Double.parseDouble(m.group(1)), edge.get("per_stake").getAsDouble(), 5e-5, "the edge of the text, in the JSON");
		assertEquals(Double.parseDouble(m.group(2)), edge.getAsJsonArray("ci95").get(0).getAsDouble(), 5e-5);
		assertTrue(text.contains("hands, player / banker (share of rounds): pok 9 "), text);
		assertTrue(row.getAsJsonObject("cards").getAsJsonObject("hands").has("pok 9"), row.toString());
		assertEquals("[\"player\",\"banker\"]", json.getAsJsonArray("sides").toString(), "what first and second are");
		assertTrue(text.contains("player side wins") && text.contains("banker side wins"), text);
		assertTrue(json.has("seconds") && json.has("games_played"), json.keySet().toString());
	}

	@Test
	void aRaceReadingIsRefusedWithWhereAndWhy() {
		String err = Cli.expect(1, "edge", ExamplesTest.examples().resolve("pu-shuang/ping.reading").toString()).err();
		assertTrue(err.contains(":1:1: error: ") && err.contains("is not a card reading"), err);
	}
}
