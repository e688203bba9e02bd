// Word lists for reading company names and symbols in questions (see tickers.ts).

/**
 * One-word company names that are also everyday words, first names or places (from CRAG's list):
 * written in lower case or opening the question they are read as words, not companies.
 */
export const COMMON_WORDS = new Set(
  (
    "associated aware axis ball banner bark best beyond block box broad buckle cactus cool crane crescent deluxe " +
    "eagle eastern elastic encore express first flex fluent fox gap guess honest icon immersion interface intrusion " +
    "joint ladder mosaic news nice now opera orange perception perfect polished pool popular premier progressive " +
    "prospect quantum ready root sea seer shell slam smart snail snap source southern spire stem stride target team " +
    "texas toast trinity troops two universal view victory waters compass arch atlas dave marcus graham rogers " +
    "monroe lear hess dover brady cato citizens exponent frontline harmonic innovate largo partner prime rand " +
    "sweet sunrise summit triumph unity vital wave hercules kirby churchill sinclair pearson meridian regis " +
    "lindsay kensington hawkins dana dole loews rollins toro gogo nova vale dow jones " +
    // First words of company names that are everyday words (weak aliases, see tickerAliases).
    "able advance advantage america asset business chain choice color commerce complete computer consumer daily " +
    "deep design east electronic energy extra fair finance financial five floor fuel gain gaming global good grand " +
    "group health heart hope hour income industrial information life light live local main medical metal mind " +
    "model monday moving network next nine office option plus progress project rain range rapid reading realty " +
    "regions rent resources retail ring save security seven site snow solar sound south special spring state " +
    "stock strong take technology trade travel under value white whole wind twelve twin ultra universe valley " +
    "know lead learn build discover connect charge chart price share shares market trading earnings dividend " +
    "ratio volume ticker company"
  ).split(" "),
);

/** All-caps words that are not tickers. */
export const ACRONYMS = new Set(
  "A I US USA UK EU UN CEO CFO CTO COO EPS PE ETF IPO GDP NBA NFL NHL MLB FIFA UEFA MVP TV AI API ID USD EUR GBP JPY CAD AUD CNY OK NYSE AMEX OTC SEC FDA IRS FBI CIA NASA Q1 Q2 Q3 Q4 YTD YOY TTM PM AM EST PST PT ET UTC".split(
    " ",
  ),
);
/** Words that make a question about a listed company, so a lower-case weak alias ("amazon") may count. */
export const FINANCE_CUE =
  /\b(?:stocks?|shares?|price|ticker|market cap|eps|earnings|dividends?|p\/?e|trading|volume|nasdaq|nyse)\b/i;
export const FUNCTION_WORD =
  /^(?:of|and|the|a|an|in|on|at|for|to|is|was|are|what|which|who|how|when|where|did|does|do)$/;
