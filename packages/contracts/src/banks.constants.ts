// Banks of the NAPAS 247 network that a shop's VietQR can name, without zod. The BIN is the
// six-digit bank identifier NAPAS assigns (the one in a VietQR payload); the code and short name
// are those banking apps show.

export interface NapasBank {
  code: string
  short_name: string
  /** The bank's Vietnamese name. */
  name: string
  bin: string
}

export const napasBanks: readonly NapasBank[] = [
  {
    code: 'VCB',
    short_name: 'Vietcombank',
    name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    bin: '970436',
  },
  {
    code: 'ICB',
    short_name: 'VietinBank',
    name: 'Ngân hàng TMCP Công thương Việt Nam',
    bin: '970415',
  },
  {
    code: 'BIDV',
    short_name: 'BIDV',
    name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
    bin: '970418',
  },
  {
    code: 'VBA',
    short_name: 'Agribank',
    name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
    bin: '970405',
  },
  {
    code: 'TCB',
    short_name: 'Techcombank',
    name: 'Ngân hàng TMCP Kỹ thương Việt Nam',
    bin: '970407',
  },
  { code: 'MB', short_name: 'MB', name: 'Ngân hàng TMCP Quân đội', bin: '970422' },
  { code: 'ACB', short_name: 'ACB', name: 'Ngân hàng TMCP Á Châu', bin: '970416' },
  { code: 'VPB', short_name: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng', bin: '970432' },
  { code: 'TPB', short_name: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong', bin: '970423' },
  {
    code: 'STB',
    short_name: 'Sacombank',
    name: 'Ngân hàng TMCP Sài Gòn Thương Tín',
    bin: '970403',
  },
  {
    code: 'HDB',
    short_name: 'HDBank',
    name: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh',
    bin: '970437',
  },
  { code: 'VIB', short_name: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam', bin: '970441' },
  { code: 'SHB', short_name: 'SHB', name: 'Ngân hàng TMCP Sài Gòn – Hà Nội', bin: '970443' },
  {
    code: 'EIB',
    short_name: 'Eximbank',
    name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam',
    bin: '970431',
  },
  { code: 'MSB', short_name: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam', bin: '970426' },
  { code: 'OCB', short_name: 'OCB', name: 'Ngân hàng TMCP Phương Đông', bin: '970448' },
  { code: 'SEAB', short_name: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á', bin: '970440' },
  { code: 'LPB', short_name: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam', bin: '970449' },
  { code: 'NAB', short_name: 'Nam A Bank', name: 'Ngân hàng TMCP Nam Á', bin: '970428' },
  { code: 'BAB', short_name: 'Bac A Bank', name: 'Ngân hàng TMCP Bắc Á', bin: '970409' },
  { code: 'SCB', short_name: 'SCB', name: 'Ngân hàng TMCP Sài Gòn', bin: '970429' },
  { code: 'ABB', short_name: 'ABBANK', name: 'Ngân hàng TMCP An Bình', bin: '970425' },
  { code: 'VAB', short_name: 'VietABank', name: 'Ngân hàng TMCP Việt Á', bin: '970427' },
  { code: 'NCB', short_name: 'NCB', name: 'Ngân hàng TMCP Quốc Dân', bin: '970419' },
  {
    code: 'PVCB',
    short_name: 'PVcomBank',
    name: 'Ngân hàng TMCP Đại Chúng Việt Nam',
    bin: '970412',
  },
  { code: 'KLB', short_name: 'Kienlongbank', name: 'Ngân hàng TMCP Kiên Long', bin: '970452' },
  {
    code: 'SGICB',
    short_name: 'Saigonbank',
    name: 'Ngân hàng TMCP Sài Gòn Công Thương',
    bin: '970400',
  },
  { code: 'BVB', short_name: 'BaoViet Bank', name: 'Ngân hàng TMCP Bảo Việt', bin: '970438' },
  {
    code: 'PGB',
    short_name: 'PGBank',
    name: 'Ngân hàng TMCP Thịnh vượng và Phát triển',
    bin: '970430',
  },
  {
    code: 'VIETBANK',
    short_name: 'VietBank',
    name: 'Ngân hàng TMCP Việt Nam Thương Tín',
    bin: '970433',
  },
  { code: 'VCCB', short_name: 'BVBank', name: 'Ngân hàng TMCP Bản Việt', bin: '970454' },
  {
    code: 'GPB',
    short_name: 'GPBank',
    name: 'Ngân hàng Thương mại TNHH MTV Dầu Khí Toàn Cầu',
    bin: '970408',
  },
  {
    code: 'CBB',
    short_name: 'CBBank',
    name: 'Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam',
    bin: '970444',
  },
  {
    code: 'COOPBANK',
    short_name: 'Co-opBank',
    name: 'Ngân hàng Hợp tác xã Việt Nam',
    bin: '970446',
  },
  { code: 'IVB', short_name: 'Indovina Bank', name: 'Ngân hàng TNHH Indovina', bin: '970434' },
  {
    code: 'SHBVN',
    short_name: 'Shinhan Bank',
    name: 'Ngân hàng TNHH MTV Shinhan Việt Nam',
    bin: '970424',
  },
  {
    code: 'WVN',
    short_name: 'Woori Bank',
    name: 'Ngân hàng TNHH MTV Woori Việt Nam',
    bin: '970457',
  },
  {
    code: 'PBVN',
    short_name: 'Public Bank',
    name: 'Ngân hàng TNHH MTV Public Việt Nam',
    bin: '970439',
  },
]

export const NAPAS_BINS = napasBanks.map((bank) => bank.bin) as [string, ...string[]]

export function napasBankByBin(bin: string): NapasBank | undefined {
  return napasBanks.find((bank) => bank.bin === bin)
}

/** How the settings store a bank's name beside its BIN: `ACB – Ngân hàng TMCP Á Châu`. */
export const bankDisplayName = (bank: NapasBank) => `${bank.short_name} – ${bank.name}`
