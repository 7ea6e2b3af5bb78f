import { seededRandom, type TRandom } from '../random.ts';
import type { TNameStyle } from './competitions.ts';

/**
 * Fictional names that sound like their country: clubs from made-up places, people from common
 * first and family names paired at random. No pool holds a real club; the place parts are
 * invented so that their pairs are not real towns with known clubs.
 */
type TStylePool = {
  placeStarts: string[];
  placeEnds: string[];
  /** `{P}` is the place. */
  clubPatterns: string[];
  first: string[];
  last: string[];
  /** Family name first (Korean, Vietnamese). */
  isFamilyFirst?: boolean;
  /** Vietnamese middle names. */
  middle?: string[];
  /** Places are two words (Vietnamese) rather than one fused word. */
  isSpacedPlace?: boolean;
};

/** A pool written as one line: names separated by `|`. */
const list = (names: string): string[] => names.split('|');

const pools: Record<TNameStyle, TStylePool> = {
  en: {
    placeStarts: list('Ald|Bram|Cor|Dun|Elm|Fen|Gar|Hol|Kel|Lang|Mar|Nor|Pen|Quar|Ros|Thorn|Wil|Yar|Hask|Brack'),
    placeEnds: list('worth|mere|combe|holt|stow|wick|dale|minster|well|haven|bury|ley'),
    clubPatterns: list(
      '{P} United|{P} City|{P} Athletic|{P} Rovers|{P} Town|{P} Albion|{P} Wanderers|AFC {P}|{P} County|{P} Rangers|{P} FC|{P} Forest',
    ),
    first: list('Oliver|Harry|Jack|Callum|Mason|Reece|Tyler|Lewis|Owen|Jamie|Declan|Kieran|Aaron|Connor|Ethan|Liam'),
    last: list(
      'Ashcroft|Barnwell|Coldridge|Dunmore|Eversley|Fairbairn|Gorringe|Hartigan|Inglis|Jessop|Kitteridge|Lockyer|Merriman|Northcote|Pennock|Quayle|Rudland|Strickland|Thackeray|Wetherby',
    ),
  },
  es: {
    placeStarts: list(
      'Alcar|Berro|Cazal|Dolmar|Estre|Fuen|Gualda|Lora|Marbe|Navar|Orzal|Peñar|Quintal|Rivas|Sotal|Torre|Valde|Zamor',
    ),
    placeEnds: list('villa|monte|dal|sierra|mar|llano|nueva|alta|rejo|blanca'),
    clubPatterns: list('Real {P}|Atlético {P}|Deportivo {P}|{P} CF|CD {P}|UD {P}|Racing {P}|Sporting {P}'),
    first: list(
      'Alejandro|Pablo|Sergio|Iker|Javier|Unai|Mikel|Adrián|Rubén|Hugo|Álvaro|Gonzalo|Marcos|Raúl|Diego|Iván',
    ),
    last: list(
      'Arrabal|Bermejo|Cardenal|Echarri|Fontanilla|Garmendia|Herreruela|Iribarren|Lasarte|Montalvo|Navascués|Olmedilla|Peralta|Quintanar|Robledo|Salcedo|Tejerina|Urquiza|Valdeolmos|Zubeldía',
    ),
  },
  pt: {
    placeStarts: list('Alca|Bel|Cara|Ferra|Guara|Itapo|Jaca|Lagoa|Mara|Pira|Quixa|Sabar|Tambo|Ubera|Varze'),
    placeEnds: list('tinga|lândia|rema|guaçu|mirim|bara|poca|rinha'),
    clubPatterns: list('{P} FC|Esporte Clube {P}|Sport {P}|União {P}|Atlético {P}|Grêmio {P}|CD {P}|SC {P}'),
    first: list(
      'João|Tiago|Rafael|Diogo|Gonçalo|Matheus|Gabriel|Lucas|Thiago|Vinícius|Caio|Rodrigo|Renan|Henrique|Wesley|Danilo',
    ),
    last: list(
      'Albuquerque|Barreto|Camargo|Dorneles|Esteves|Figueiró|Gusmão|Honorato|Jardim|Lacerda|Magalhães|Nogueira|Ourique|Pimentel|Queiroga|Rebouças|Sampaio|Teixeira|Valadares|Xavier',
    ),
  },
  it: {
    placeStarts: list('Castel|Monte|Borgo|Val|Porto|Rocca|Villa|Ponte|Torre|Campo|Poggio|Colle'),
    placeEnds: list('ferrato|bruno|lago|rosso|fiore|alto|mare|nero|chiaro|sereno'),
    clubPatterns: list('AC {P}|US {P}|{P} Calcio|Atletico {P}|SS {P}|Sporting {P}|FC {P}|Virtus {P}'),
    first: list(
      'Alessandro|Lorenzo|Matteo|Federico|Davide|Riccardo|Gianluca|Nicolò|Simone|Tommaso|Andrea|Stefano|Filippo|Michele|Giacomo|Emanuele',
    ),
    last: list(
      "Bellandi|Cavazzuti|Dell'Orto|Ferrandi|Galimberti|Lanfranchi|Marchionni|Orlandini|Pasquinelli|Rinaldelli|Sacchetti|Tagliabue|Vendramin|Zanardelli|Biondani|Castellazzi|Mainardi|Ruggeri|Scarpellini|Tonelli",
    ),
  },
  de: {
    placeStarts: list('Alten|Bergen|Eichen|Falken|Greifen|Hohen|Linden|Mühl|Rosen|Sonnen|Stein|Wald|Adler|Tannen'),
    placeEnds: list('bach|berg|dorf|feld|hausen|heim|stadt|tal|au|brück'),
    clubPatterns: list('FC {P}|SV {P}|VfB {P}|TSV {P}|SC {P}|Eintracht {P}|Fortuna {P}|Union {P}'),
    first: list(
      'Lukas|Jonas|Leon|Felix|Maximilian|Niklas|Tim|Jannik|Florian|Moritz|Tobias|Philipp|Kevin|Dennis|Marvin|Julian',
    ),
    last: list(
      'Achterberg|Brunnhuber|Dittmer|Eckhoff|Falkenrath|Grünewald|Hollerbach|Imhof|Kessler|Lindemann|Mühlbauer|Neuhaus|Osterkamp|Pfeiffer|Reinholz|Schierholt|Tannhauser|Uhlendorf|Vogelsang|Wendrich',
    ),
  },
  fr: {
    placeStarts: list('Beau|Bel|Clair|Fontaine|Mont|Val|Roche|Ville|Haut|Grand|Pont|Mar'),
    placeEnds: list('mont|fort|lieu|vert|rive|bois|champ|lac|vallon|sable'),
    clubPatterns: list('Olympique {P}|AS {P}|Stade {P}|FC {P}|RC {P}|AJ {P}|SC {P}|US {P}'),
    first: list(
      'Antoine|Hugo|Théo|Lucas|Mathis|Enzo|Clément|Maxime|Baptiste|Yanis|Romain|Quentin|Nathan|Bastien|Florian|Adrien',
    ),
    last: list(
      'Aubertin|Beaumanoir|Chevrier|Delacroix|Esnault|Fourcade|Garnier|Hérault|Jolivet|Lemaire|Marchand|Noiret|Perrault|Rouxel|Savary|Thibaudeau|Vasseur|Vidalie|Lacombe|Mercadier',
    ),
  },
  nl: {
    placeStarts: list('Amel|Bred|Dor|Eeme|Hoog|Lang|Mid|Noord|Oost|Rijn|Veen|Zand|Wester|Ijssel'),
    placeEnds: list('dam|dijk|hoven|wijk|broek|horst|stede|recht|meer'),
    clubPatterns: list('FC {P}|SC {P}|{P} Boys|VV {P}|Sparta {P}|Excelsior {P}|Vitesse {P}|Quick {P}'),
    first: list('Daan|Sem|Thijs|Jesse|Bram|Luuk|Milan|Stijn|Joost|Ruben|Niels|Bas|Tim|Gijs|Wout|Jelle'),
    last: list(
      'van Aalst|Bakhuis|Boerma|Dijkhuizen|van Eerde|Groeneveld|Hoekstra|Jonkman|Kuipers|van Leeuwen|Meijering|Nieuwland|Oosterhof|Posthuma|Roelofsen|Schuurman|Terpstra|Veldkamp|Wijnalda|Zwartjes',
    ),
  },
  ja: {
    placeStarts: list('Aka|Hoshi|Kawa|Kita|Matsu|Mina|Nishi|Oka|Saku|Shira|Taka|Yama|Fuji|Hana'),
    placeEnds: list('moto|hama|zaki|shima|gawa|saki|mori|oka|tsu|hara'),
    clubPatterns: list('{P} FC|{P} Falcons|{P} Tide|{P} Blossom|{P} Storm|{P} Herons|{P} Cranes|{P} Blaze'),
    first: list('Haruto|Sota|Yuto|Riku|Kaito|Ren|Daiki|Shun|Takumi|Kenta|Ryo|Yuki|Hayato|Kosei|Taiga|Sho'),
    last: list(
      'Aoyagi|Fujimura|Hasegawa|Ichikawa|Kamiyama|Kuroda|Matsuoka|Morishita|Nakagawa|Ogura|Sakurai|Shimizu|Takeuchi|Uchimura|Watanabe|Yamaguchi|Yoshizawa|Hirano|Kitagawa|Onodera',
    ),
  },
  ko: {
    placeStarts: list('Han|Dae|Gwang|Seo|Chun|Mok|Yeon|Hae|Cheong|Nam|Bo|Ga'),
    placeEnds: list('san|ju|won|pyeong|seong|cheon|gang|ryeong'),
    clubPatterns: list('{P} FC|{P} Citizen|{P} Dragons|{P} Tigers|{P} Stars|{P} United'),
    first: list(
      'Min-jun|Seo-jun|Do-yun|Ye-jun|Si-woo|Ha-jun|Ji-ho|Jun-seo|Hyun-woo|Dong-hyun|Seung-min|Tae-yang|Jae-won|Woo-jin|Sung-ho|Young-jae',
    ),
    last: list('Kim|Lee|Park|Choi|Jung|Kang|Cho|Yoon|Jang|Lim|Han|Oh|Seo|Shin|Kwon|Hwang'),
    isFamilyFirst: true,
  },
  vi: {
    placeStarts: list('Bình|Hải|Sơn|Hòa|Phú|Long|Thanh|An|Tân|Quảng|Đông|Nam'),
    placeEnds: list('Hưng|Lâm|Phong|Giang|Minh|Thịnh|Xuân|Đức'),
    clubPatterns: list('{P} FC|CLB {P}|{P} United'),
    first: list('An|Bảo|Cường|Dũng|Hiếu|Khánh|Long|Nam|Phong|Quân|Sơn|Tài|Thắng|Tuấn|Vinh|Lộc'),
    middle: list('Văn|Hữu|Đức|Minh|Thành|Công|Xuân|Trọng'),
    last: list('Nguyễn|Trần|Lê|Phạm|Hoàng|Huỳnh|Phan|Vũ|Võ|Đặng|Bùi|Đỗ|Hồ|Ngô'),
    isFamilyFirst: true,
    isSpacedPlace: true,
  },
  th: {
    placeStarts: list('Chai|Nakhon|Ban|Phra|Si|Muang|Sakon|Lam|Khao|Nong'),
    placeEnds: list('buri|thani|rat|phon|sawan|kaen|yai|wang'),
    clubPatterns: list('{P} FC|{P} United|{P} City|{P} Warriors|{P} Power'),
    first: list(
      'Anucha|Chatchai|Kittipong|Nattapong|Phanuwat|Sarawut|Somchai|Supachai|Teerasak|Wattana|Thanawat|Pongsakorn|Jakkapan|Ekkachai|Worawut|Apichart',
    ),
    last: list(
      'Boonmee|Chaiyasit|Jaidee|Kaewsai|Khamwong|Manee|Phromma|Rattanakul|Saengthong|Srisuk|Thongdee|Wongsakul|Yodsaeng|Intharat|Pattanasin|Suksawat',
    ),
  },
};

const placesByStyle = new Map<TNameStyle, string[]>();

/**
 * Every place of a style, in one fixed shuffled order: leagues sharing a style (England's two
 * divisions and MLS) take different slices of it, so no two clubs share a place.
 */
export function stylePlaces(style: TNameStyle): string[] {
  let places = placesByStyle.get(style);
  if (!places) {
    const pool = pools[style];
    const all = pool.placeStarts.flatMap((start) =>
      pool.placeEnds.map((end) => (pool.isSpacedPlace ? `${start} ${end}` : `${start}${end}`)),
    );
    places = seededRandom('football-places', style).shuffle(all);
    placesByStyle.set(style, places);
  }
  return places;
}

export function clubName(style: TNameStyle, place: string, random: TRandom): string {
  return random.pick(pools[style].clubPatterns).replace('{P}', place);
}

export function personName(style: TNameStyle, random: TRandom): string {
  const pool = pools[style];
  const first = random.pick(pool.first);
  const last = random.pick(pool.last);
  if (pool.middle) return `${last} ${random.pick(pool.middle)} ${first}`;
  return pool.isFamilyFirst ? `${last} ${first}` : `${first} ${last}`;
}
