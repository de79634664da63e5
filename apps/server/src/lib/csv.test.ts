import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv.ts'

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Nguyễn Văn A')).toBe('Nguyễn Văn A')
    expect(csvCell('12 Lý Thường Kiệt, Hoàn Kiếm')).toBe('"12 Lý Thường Kiệt, Hoàn Kiếm"')
    expect(csvCell('Áo "thun" trắng')).toBe('"Áo ""thun"" trắng"')
    expect(csvCell('dòng 1\ndòng 2')).toBe('"dòng 1\ndòng 2"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(120000)).toBe('120000')
    expect(csvCell(-5)).toBe('-5')
  })

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('+84912345678')).toBe("'+84912345678")
    expect(csvCell('-1+1')).toBe("'-1+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('ends each line with CRLF', () => {
    expect(csvLine(['Mã', 'a,b', 3, null])).toBe('Mã,"a,b",3,\r\n')
  })
})
