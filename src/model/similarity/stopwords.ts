/**
 * Words that say nothing about which incident a text describes. English: the usual function
 * words (Lucene's and Snowball's lists, trimmed to what appears in write-ups). They are checked
 * before stemming, on the lower-cased word.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing don down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most my ' +
    'myself no nor not now of off on once only or other our ours ourselves out over own same she should so ' +
    'some such than that the their theirs them themselves then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with would you your ' +
    'yours yourself yourselves us s t re ve ll d m o y ie eg etc via per within without onto upon since ' +
    'however though although yet still even ever may might must shall cannot every another whether'
  ).split(' '),
);

/**
 * Korean particles (조사) that glue onto the noun before them. A one-syllable noun followed by
 * one of these ("큐가", "키를") would otherwise never be indexed on its own; a particle written
 * apart from its word ("Airbnb 의") is dropped.
 */
export const KOREAN_PARTICLES: readonly string[] = [
  // Longest first, so "에서" is tried before "서" would be.
  '에서는', '으로는', '에게서', '까지는', '부터는',
  // The plural 들 with the particle after it ("파드들이"), and alone.
  '들이', '들은', '들을', '들의', '들에', '들과', '들도', '들로', '들',
  '에서', '에게', '으로', '까지', '부터', '처럼', '보다', '하고', '이나', '이며', '에는', '와의', '과의', '로는', '만큼',
  '이', '가', '은', '는', '을', '를', '의', '에', '와', '과', '도', '로', '만', '나', '랑',
];
export const KOREAN_PARTICLE_SET: ReadonlySet<string> = new Set(KOREAN_PARTICLES);

/**
 * One-syllable Korean words that say little on their own: determiners, adverbs, bound nouns and
 * units ("각 서버", "및", "수 있다", "30분", "3대"). Never shown as a word two cases share
 * (`saysLittleAlone`), where "각" (each) told a reader nothing; the ranking keeps them (dropping
 * them there cost one Korean draft of the blind set its place in the top 3, `npm run eval`).
 * Other one-syllable nouns ("큐", "키", "락", "불") are words like any other.
 */
export const KOREAN_STOP_SYLLABLES: ReadonlySet<string> = new Set(
  '각 및 등 더 후 중 수 것 전 간 내 약 총 또 즉 그 저 한 두 세 네 몇 때 번 개 건 분 초 시 일 월 년 회 차 명 대 못 잘 다 안 곧 늘 좀 꼭 왜 뭐 뒤 앞 위 곳 점 별 당 매 겸'.split(' '),
);

/** A term of one of those words, alone or as the syllable pair it makes with its particle ("전에": "before"). */
export function saysLittleAlone(term: string): boolean {
  if (KOREAN_STOP_SYLLABLES.has(term)) return true;
  return term.length === 2 && KOREAN_STOP_SYLLABLES.has(term[0]!) && KOREAN_PARTICLE_SET.has(term[1]!);
}

/**
 * Verb endings glued to a noun ("업그레이드했다", "중단되었다"): cut like particles, so the noun's
 * bigrams are not followed by one that spans noun and ending. Only endings of two syllables or
 * more: one-syllable ones ("한", "된") also end common nouns ("권한", "제한").
 */
export const KOREAN_VERB_ENDINGS: readonly string[] = [
  '되었으며', '되었는데', '되었다가', '되었다', '되었고', '되면서', '했는데', '하면서', '했으며', '했지만', '시켰다', '시켰고',
  '했다', '했고', '하는', '하고', '하여', '해서', '하지', '하면', '한다', '되어', '되는', '되고', '되지', '된다', '됐다', '됐고', '했던', '되던',
];

/** Everything cut from the end of a Hangul run, longest first. */
export const KOREAN_SUFFIXES: readonly string[] = [...KOREAN_PARTICLES, ...KOREAN_VERB_ENDINGS].sort((a, b) => b.length - a.length);

/**
 * Bigrams of Korean verb endings and connectives ("했다", "되었다", "때문에"…): in a bigram index
 * they are in nearly every text and only lengthen the postings walked per query.
 */
export const KOREAN_STOP_BIGRAMS: ReadonlySet<string> = new Set([
  '했다', '했고', '하고', '하는', '하여', '하면', '하지', '했는', '했으', '해서', '되었', '었다', '었고', '되어', '되는', '된다',
  '있다', '있는', '있었', '없다', '없는', '없었', '않았', '않은', '않고', '않는', '것을', '것이', '것은', '때문', '문에', '그리',
  '리고', '하나', '에서', '으로', '이다', '였다', '였고', '는데', '지만', '면서', '다가', '라고', '이라', '까지', '부터',
]);

/**
 * Short forms engineers type for words write-ups spell out, mapped to the full word's stem (or
 * lower-case form), on both sides: "cert" finds "certificate", "config" finds "configuration"
 * (Porter stems those to "certif" and "configur", never to the short form).
 */
export const ENGLISH_ALIASES: ReadonlyMap<string, string> = new Map([
  ['cert', 'certif'], ['config', 'configur'], ['conf', 'configur'], ['db', 'databas'], ['dbs', 'databas'],
  ['k8s', 'kubernet'], ['auth', 'authent'], ['repo', 'repositori'], ['prod', 'product'], ['env', 'environ'],
  ['infra', 'infrastructur'], ['perm', 'permiss'], ['dep', 'depend'], ['err', 'error'], ['req', 'request'],
  ['svc', 'servic'], ['msg', 'messag'], ['pkg', 'packag'], ['creds', 'credenti'], ['cred', 'credenti'],
]);

/**
 * Irregular past forms, mapped to the verb they are a form of before stemming (Porter strips
 * suffixes only, so "withdrew" and "withdrawn" never met "withdraw", "ran" never "run"): write-ups
 * tell the past ("the DNS servers withdrew their routes") while a draft says what is happening now
 * ("prefixes withdrawn", "disk runs out"). Only forms that are not also common words of their own
 * ("left", "found", "lead", "saw" stay as they are).
 */
const IRREGULAR_VERBS: readonly (readonly [string, string])[] = [
  ['withdraw', 'withdrew withdrawn'], ['run', 'ran'], ['overrun', 'overran'], ['break', 'broke broken'], ['take', 'took taken'],
  ['go', 'went gone'], ['fall', 'fell fallen'], ['freeze', 'froze frozen'], ['write', 'wrote written'], ['overwrite', 'overwrote overwritten'],
  ['rewrite', 'rewrote rewritten'], ['steal', 'stole stolen'], ['begin', 'began begun'], ['bring', 'brought'], ['catch', 'caught'],
  ['send', 'sent'], ['spend', 'spent'], ['build', 'built'], ['rebuild', 'rebuilt'], ['hold', 'held'], ['keep', 'kept'],
  ['get', 'got gotten'], ['make', 'made'], ['hang', 'hung'], ['spin', 'spun'], ['shrink', 'shrank shrunk'], ['grow', 'grew grown'],
  ['blow', 'blew blown'], ['throw', 'threw thrown'], ['know', 'knew known'], ['hide', 'hid hidden'], ['shake', 'shook shaken'],
  ['tear', 'tore torn'], ['drive', 'drove driven'], ['give', 'gave given'], ['choose', 'chose chosen'], ['forget', 'forgot forgotten'],
  ['undo', 'undid undone'], ['lose', 'lost'], ['sell', 'sold'], ['tell', 'told'], ['pay', 'paid'], ['fight', 'fought'],
  ['seek', 'sought'], ['buy', 'bought'], ['bind', 'bound'], ['wake', 'woke woken'], ['rise', 'rose risen'], ['sink', 'sank sunk'],
  ['strike', 'struck'], ['stick', 'stuck'], ['swing', 'swung'], ['feed', 'fed'], ['flee', 'fled'], ['deal', 'dealt'], ['mean', 'meant'],
];
export const ENGLISH_IRREGULAR: ReadonlyMap<string, string> = new Map(IRREGULAR_VERBS.flatMap(([base, forms]) => forms.split(' ').map((f) => [f, base] as [string, string])));
