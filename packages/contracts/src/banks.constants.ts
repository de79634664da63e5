// Banks of the NAPAS 247 network whose accounts a shop's VietQR can name, without zod. The BIN is
// the six-digit bank identifier NAPAS assigns (the one in a VietQR payload); the code and short
// name are those banking apps show. A bank that took over another keeps its BIN (MBV was
// OceanBank, Vikki Bank was DongA Bank); a digital bank with a BIN of its own (CAKE, Ubank, Timo,
// Liobank) is listed beside its parent.

export interface NapasBank {
  code: string
  short_name: string
  /** The bank's Vietnamese name. */
  name: string
  bin: string
}

type Row = readonly [code: string, short_name: string, bin: string, name: string]

const rows: readonly Row[] = [
  ['VCB', 'Vietcombank', '970436', 'Ngân hàng TMCP Ngoại thương Việt Nam'],
  ['ICB', 'VietinBank', '970415', 'Ngân hàng TMCP Công thương Việt Nam'],
  ['BIDV', 'BIDV', '970418', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam'],
  ['VBA', 'Agribank', '970405', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam'],
  ['TCB', 'Techcombank', '970407', 'Ngân hàng TMCP Kỹ thương Việt Nam'],
  ['MB', 'MB', '970422', 'Ngân hàng TMCP Quân đội'],
  ['ACB', 'ACB', '970416', 'Ngân hàng TMCP Á Châu'],
  ['VPB', 'VPBank', '970432', 'Ngân hàng TMCP Việt Nam Thịnh Vượng'],
  ['TPB', 'TPBank', '970423', 'Ngân hàng TMCP Tiên Phong'],
  ['STB', 'Sacombank', '970403', 'Ngân hàng TMCP Sài Gòn Thương Tín'],
  ['HDB', 'HDBank', '970437', 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh'],
  ['VIB', 'VIB', '970441', 'Ngân hàng TMCP Quốc tế Việt Nam'],
  ['SHB', 'SHB', '970443', 'Ngân hàng TMCP Sài Gòn – Hà Nội'],
  ['EIB', 'Eximbank', '970431', 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam'],
  ['MSB', 'MSB', '970426', 'Ngân hàng TMCP Hàng Hải Việt Nam'],
  ['OCB', 'OCB', '970448', 'Ngân hàng TMCP Phương Đông'],
  ['SEAB', 'SeABank', '970440', 'Ngân hàng TMCP Đông Nam Á'],
  ['LPB', 'LPBank', '970449', 'Ngân hàng TMCP Lộc Phát Việt Nam'],
  ['NAB', 'Nam A Bank', '970428', 'Ngân hàng TMCP Nam Á'],
  ['BAB', 'Bac A Bank', '970409', 'Ngân hàng TMCP Bắc Á'],
  ['SCB', 'SCB', '970429', 'Ngân hàng TMCP Sài Gòn'],
  ['ABB', 'ABBANK', '970425', 'Ngân hàng TMCP An Bình'],
  ['VAB', 'VietABank', '970427', 'Ngân hàng TMCP Việt Á'],
  ['NCB', 'NCB', '970419', 'Ngân hàng TMCP Quốc Dân'],
  ['PVCB', 'PVcomBank', '970412', 'Ngân hàng TMCP Đại Chúng Việt Nam'],
  ['KLB', 'Kienlongbank', '970452', 'Ngân hàng TMCP Kiên Long'],
  ['SGICB', 'Saigonbank', '970400', 'Ngân hàng TMCP Sài Gòn Công Thương'],
  ['BVB', 'BaoViet Bank', '970438', 'Ngân hàng TMCP Bảo Việt'],
  ['PGB', 'PGBank', '970430', 'Ngân hàng TMCP Thịnh vượng và Phát triển'],
  ['VIETBANK', 'VietBank', '970433', 'Ngân hàng TMCP Việt Nam Thương Tín'],
  ['VCCB', 'BVBank', '970454', 'Ngân hàng TMCP Bản Việt'],
  ['GPB', 'GPBank', '970408', 'Ngân hàng Thương mại TNHH MTV Dầu Khí Toàn Cầu'],
  ['CBB', 'CBBank', '970444', 'Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam'],
  ['COOPBANK', 'Co-opBank', '970446', 'Ngân hàng Hợp tác xã Việt Nam'],
  ['IVB', 'Indovina Bank', '970434', 'Ngân hàng TNHH Indovina'],
  ['SHBVN', 'Shinhan Bank', '970424', 'Ngân hàng TNHH MTV Shinhan Việt Nam'],
  ['WVN', 'Woori Bank', '970457', 'Ngân hàng TNHH MTV Woori Việt Nam'],
  ['PBVN', 'Public Bank', '970439', 'Ngân hàng TNHH MTV Public Việt Nam'],
  ['MBV', 'MBV', '970414', 'Ngân hàng TNHH MTV Việt Nam Hiện Đại'],
  ['VIKKI', 'Vikki Bank', '970406', 'Ngân hàng TNHH MTV Số Vikki'],
  [
    'CAKE',
    'CAKE by VPBank',
    '546034',
    'Ngân hàng số CAKE by VPBank – Ngân hàng TMCP Việt Nam Thịnh Vượng',
  ],
  [
    'UBANK',
    'Ubank by VPBank',
    '546035',
    'Ngân hàng số Ubank by VPBank – Ngân hàng TMCP Việt Nam Thịnh Vượng',
  ],
  ['TIMO', 'Timo', '963388', 'Ngân hàng số Timo by Bản Việt Bank'],
  ['LIOBANK', 'Liobank', '963369', 'Ngân hàng số Liobank – Ngân hàng TMCP Phương Đông'],
  ['VRB', 'VietNgaBank', '970421', 'Ngân hàng Liên doanh Việt – Nga'],
  ['HSBC', 'HSBC Vietnam', '458761', 'Ngân hàng TNHH MTV HSBC (Việt Nam)'],
  ['SC', 'Standard Chartered', '970410', 'Ngân hàng TNHH MTV Standard Chartered Bank Việt Nam'],
  ['UOB', 'UOB Vietnam', '970458', 'Ngân hàng United Overseas Bank Việt Nam'],
  ['CIMB', 'CIMB Bank', '422589', 'Ngân hàng TNHH MTV CIMB Việt Nam'],
  ['HLB', 'HongLeong Bank', '970442', 'Ngân hàng TNHH MTV Hong Leong Việt Nam'],
  [
    'DBS',
    'DBS Bank',
    '796500',
    'Ngân hàng TNHH MTV Phát triển Singapore – Chi nhánh TP. Hồ Chí Minh',
  ],
  [
    'KBANK',
    'Kasikornbank',
    '668888',
    'Ngân hàng Đại chúng TNHH Kasikornbank – Chi nhánh TP. Hồ Chí Minh',
  ],
  ['IBKHN', 'IBK Hà Nội', '970455', 'Ngân hàng Công nghiệp Hàn Quốc – Chi nhánh Hà Nội'],
  ['IBKHCM', 'IBK TP.HCM', '970456', 'Ngân hàng Công nghiệp Hàn Quốc – Chi nhánh TP. Hồ Chí Minh'],
  ['KBHN', 'Kookmin Hà Nội', '970462', 'Ngân hàng Kookmin – Chi nhánh Hà Nội'],
  ['KBHCM', 'Kookmin TP.HCM', '970463', 'Ngân hàng Kookmin – Chi nhánh TP. Hồ Chí Minh'],
  ['NONGHYUP', 'Nonghyup Bank', '801011', 'Ngân hàng Nonghyup – Chi nhánh Hà Nội'],
]

export const napasBanks: readonly NapasBank[] = rows.map(([code, short_name, bin, name]) => ({
  code,
  short_name,
  name,
  bin,
}))

export const NAPAS_BINS = napasBanks.map((bank) => bank.bin) as [string, ...string[]]

export function napasBankByBin(bin: string): NapasBank | undefined {
  return napasBanks.find((bank) => bank.bin === bin)
}

/** How the settings store a bank's name beside its BIN: `ACB – Ngân hàng TMCP Á Châu`. */
export const bankDisplayName = (bank: NapasBank) => `${bank.short_name} – ${bank.name}`
