import type { TLocalized, TNameStyle } from './competitions.ts';

/**
 * The 32 national teams of the World Cup: a country's name is the one team name with a
 * translation, so it follows `lang`. Players are fictional, named in the closest style.
 */
export type TNation = {
  name: TLocalized;
  code: string;
  fifaCode: string;
  capital: string;
  style: TNameStyle;
  strength: number;
};

const nation = (
  en: string,
  vi: string,
  code: string,
  fifaCode: string,
  capital: string,
  style: TNameStyle,
  strength: number,
): TNation => ({
  name: { en, vi },
  code,
  fifaCode,
  capital,
  style,
  strength,
});

export const nations: TNation[] = [
  nation('Brazil', 'Brazil', 'BR', 'BRA', 'Brasília', 'pt', 1.35),
  nation('Argentina', 'Argentina', 'AR', 'ARG', 'Buenos Aires', 'es', 1.38),
  nation('France', 'Pháp', 'FR', 'FRA', 'Paris', 'fr', 1.36),
  nation('England', 'Anh', 'GB-ENG', 'ENG', 'London', 'en', 1.3),
  nation('Spain', 'Tây Ban Nha', 'ES', 'ESP', 'Madrid', 'es', 1.34),
  nation('Germany', 'Đức', 'DE', 'GER', 'Berlin', 'de', 1.25),
  nation('Portugal', 'Bồ Đào Nha', 'PT', 'POR', 'Lisbon', 'pt', 1.27),
  nation('Netherlands', 'Hà Lan', 'NL', 'NED', 'Amsterdam', 'nl', 1.22),
  nation('Italy', 'Ý', 'IT', 'ITA', 'Rome', 'it', 1.2),
  nation('Belgium', 'Bỉ', 'BE', 'BEL', 'Brussels', 'fr', 1.15),
  nation('Switzerland', 'Thụy Sĩ', 'CH', 'SUI', 'Bern', 'de', 1.02),
  nation('Austria', 'Áo', 'AT', 'AUT', 'Vienna', 'de', 1),
  nation('Denmark', 'Đan Mạch', 'DK', 'DEN', 'Copenhagen', 'de', 1.03),
  nation('Uruguay', 'Uruguay', 'UY', 'URU', 'Montevideo', 'es', 1.08),
  nation('Colombia', 'Colombia', 'CO', 'COL', 'Bogotá', 'es', 1.07),
  nation('Mexico', 'Mexico', 'MX', 'MEX', 'Mexico City', 'es', 1),
  nation('Ecuador', 'Ecuador', 'EC', 'ECU', 'Quito', 'es', 0.92),
  nation('Chile', 'Chile', 'CL', 'CHI', 'Santiago', 'es', 0.9),
  nation('Peru', 'Peru', 'PE', 'PER', 'Lima', 'es', 0.85),
  nation('United States', 'Mỹ', 'US', 'USA', 'Washington', 'en', 0.98),
  nation('Canada', 'Canada', 'CA', 'CAN', 'Ottawa', 'en', 0.9),
  nation('Australia', 'Úc', 'AU', 'AUS', 'Canberra', 'en', 0.85),
  nation('Japan', 'Nhật Bản', 'JP', 'JPN', 'Tokyo', 'ja', 1.02),
  nation('South Korea', 'Hàn Quốc', 'KR', 'KOR', 'Seoul', 'ko', 0.95),
  nation('Vietnam', 'Việt Nam', 'VN', 'VIE', 'Hanoi', 'vi', 0.72),
  nation('Thailand', 'Thái Lan', 'TH', 'THA', 'Bangkok', 'th', 0.7),
  nation('Morocco', 'Ma-rốc', 'MA', 'MAR', 'Rabat', 'fr', 1.1),
  nation('Senegal', 'Senegal', 'SN', 'SEN', 'Dakar', 'fr', 0.98),
  nation('Ivory Coast', 'Bờ Biển Ngà', 'CI', 'CIV', 'Yamoussoukro', 'fr', 0.93),
  nation('Cameroon', 'Cameroon', 'CM', 'CMR', 'Yaoundé', 'fr', 0.86),
  nation('Nigeria', 'Nigeria', 'NG', 'NGA', 'Abuja', 'en', 0.9),
  nation('Ghana', 'Ghana', 'GH', 'GHA', 'Accra', 'en', 0.84),
];
