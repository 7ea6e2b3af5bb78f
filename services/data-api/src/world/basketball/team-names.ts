import type { TText } from './competitions.ts';

/**
 * What the generated teams are made of: real cities with invented nicknames (no club's name or
 * mark is used) and national teams for the World Cup; players' names are in person-names.ts.
 */
export type TCity = { city: string; abbreviation: string };

const nbaEast: TCity[] = [
  { city: 'Boston', abbreviation: 'BOS' },
  { city: 'New York', abbreviation: 'NYC' },
  { city: 'Newark', abbreviation: 'NEW' },
  { city: 'Philadelphia', abbreviation: 'PHI' },
  { city: 'Toronto', abbreviation: 'TOR' },
  { city: 'Chicago', abbreviation: 'CHI' },
  { city: 'Cleveland', abbreviation: 'CLE' },
  { city: 'Detroit', abbreviation: 'DET' },
  { city: 'Indianapolis', abbreviation: 'IND' },
  { city: 'Milwaukee', abbreviation: 'MIL' },
  { city: 'Atlanta', abbreviation: 'ATL' },
  { city: 'Charlotte', abbreviation: 'CHA' },
  { city: 'Miami', abbreviation: 'MIA' },
  { city: 'Orlando', abbreviation: 'ORL' },
  { city: 'Baltimore', abbreviation: 'BAL' },
];
const nbaWest: TCity[] = [
  { city: 'Denver', abbreviation: 'DEN' },
  { city: 'Minneapolis', abbreviation: 'MIN' },
  { city: 'Oklahoma City', abbreviation: 'OKC' },
  { city: 'Portland', abbreviation: 'POR' },
  { city: 'Salt Lake City', abbreviation: 'SLC' },
  { city: 'San Francisco', abbreviation: 'SFO' },
  { city: 'Los Angeles', abbreviation: 'LAX' },
  { city: 'Anaheim', abbreviation: 'ANA' },
  { city: 'Phoenix', abbreviation: 'PHX' },
  { city: 'Sacramento', abbreviation: 'SAC' },
  { city: 'Dallas', abbreviation: 'DAL' },
  { city: 'Houston', abbreviation: 'HOU' },
  { city: 'Memphis', abbreviation: 'MEM' },
  { city: 'New Orleans', abbreviation: 'NOR' },
  { city: 'San Antonio', abbreviation: 'SAN' },
];

/** NBA cities: the first 15 play in the East, the others in the West; five per division. */
export const nbaDivisions = {
  East: ['Atlantic', 'Central', 'Southeast'],
  West: ['Northwest', 'Pacific', 'Southwest'],
} as const;

function cities(names: string[]): TCity[] {
  return names.map((city) => ({
    city,
    abbreviation: city
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase(),
  }));
}

export const citiesByCompetition: Record<number, TCity[]> = {
  1: [...nbaEast, ...nbaWest],
  2: cities([
    'Madrid',
    'Barcelona',
    'Istanbul',
    'Athens',
    'Piraeus',
    'Belgrade',
    'Milan',
    'Munich',
    'Kaunas',
    'Tel Aviv',
    'Vitoria',
    'Monaco',
    'Paris',
    'Berlin',
    'Bologna',
    'Valencia',
    'Lyon',
    'Zagreb',
  ]),
  3: cities([
    'Beijing',
    'Shanghai',
    'Guangzhou',
    'Shenzhen',
    'Shenyang',
    'Hangzhou',
    'Jinan',
    'Urumqi',
    'Tianjin',
    'Qingdao',
    'Nanjing',
    'Xiamen',
    'Changchun',
    'Taiyuan',
    'Chengdu',
    'Ningbo',
    'Dongguan',
    'Wuhan',
    'Foshan',
    'Chongqing',
  ]),
  5: cities([
    'Sydney',
    'Melbourne',
    'Perth',
    'Brisbane',
    'Adelaide',
    'Cairns',
    'Hobart',
    'Auckland',
    'Newcastle',
    'Geelong',
  ]),
  6: cities([
    'Madrid',
    'Barcelona',
    'Valencia',
    'Malaga',
    'Vitoria',
    'Bilbao',
    'Badalona',
    'Zaragoza',
    'Granada',
    'Murcia',
    'Tenerife',
    'Las Palmas',
    'Manresa',
    'Girona',
    'Sevilla',
    'Burgos',
    'Lleida',
    'Andorra',
  ]),
  7: [
    { city: 'Hanoi', abbreviation: 'HAN' },
    { city: 'Saigon', abbreviation: 'SGN' },
    { city: 'Da Nang', abbreviation: 'DAD' },
    { city: 'Hai Phong', abbreviation: 'HPH' },
    { city: 'Can Tho', abbreviation: 'CTH' },
    { city: 'Nha Trang', abbreviation: 'NHA' },
    { city: 'Hue', abbreviation: 'HUE' },
    { city: 'Vung Tau', abbreviation: 'VTA' },
    { city: 'Quy Nhon', abbreviation: 'QNH' },
    { city: 'Bien Hoa', abbreviation: 'BHA' },
  ],
};

export const clubNicknames = [
  'Comets',
  'Foxes',
  'Harbormen',
  'Pilots',
  'Owls',
  'Stallions',
  'Voyagers',
  'Herons',
  'Summit',
  'Blaze',
  'Tides',
  'Ironworks',
  'Lanterns',
  'Falcons',
  'Rangers',
  'Storm Riders',
  'Monarchs',
  'Wolves',
  'Mariners',
  'Cyclones',
  'Sentinels',
  'Drakes',
  'Orbit',
  'Thunderbirds',
  'Pioneers',
  'Anchors',
  'Coyotes',
  'Phoenixes',
  'Express',
  'Griffins',
  'Kestrels',
  'Bison',
  'Vipers',
  'Dragons',
];

export const arenaWords = ['Arena', 'Center', 'Pavilion', 'Dome', 'Coliseum', 'Hall', 'Fieldhouse'];

/** The World Cup's national teams, with ISO 3166 alpha-3 codes. */
export const nationalTeams: Array<{ name: TText; abbreviation: string; city: string }> = [
  { name: { en: 'United States', vi: 'Mỹ' }, abbreviation: 'USA', city: 'Washington' },
  { name: { en: 'Spain', vi: 'Tây Ban Nha' }, abbreviation: 'ESP', city: 'Madrid' },
  { name: { en: 'France', vi: 'Pháp' }, abbreviation: 'FRA', city: 'Paris' },
  { name: { en: 'Serbia', vi: 'Serbia' }, abbreviation: 'SRB', city: 'Belgrade' },
  { name: { en: 'Australia', vi: 'Úc' }, abbreviation: 'AUS', city: 'Canberra' },
  { name: { en: 'Canada', vi: 'Canada' }, abbreviation: 'CAN', city: 'Ottawa' },
  { name: { en: 'Germany', vi: 'Đức' }, abbreviation: 'DEU', city: 'Berlin' },
  { name: { en: 'Lithuania', vi: 'Litva' }, abbreviation: 'LTU', city: 'Vilnius' },
  { name: { en: 'Slovenia', vi: 'Slovenia' }, abbreviation: 'SVN', city: 'Ljubljana' },
  { name: { en: 'Greece', vi: 'Hy Lạp' }, abbreviation: 'GRC', city: 'Athens' },
  { name: { en: 'Argentina', vi: 'Argentina' }, abbreviation: 'ARG', city: 'Buenos Aires' },
  { name: { en: 'Brazil', vi: 'Brazil' }, abbreviation: 'BRA', city: 'Brasília' },
  { name: { en: 'Japan', vi: 'Nhật Bản' }, abbreviation: 'JPN', city: 'Tokyo' },
  { name: { en: 'China', vi: 'Trung Quốc' }, abbreviation: 'CHN', city: 'Beijing' },
  { name: { en: 'Philippines', vi: 'Philippines' }, abbreviation: 'PHL', city: 'Manila' },
  { name: { en: 'Vietnam', vi: 'Việt Nam' }, abbreviation: 'VNM', city: 'Hanoi' },
];
