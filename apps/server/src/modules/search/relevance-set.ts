/**
 * What shoppers expect of the product search on the demo catalogue (apps/server/src/db/seed):
 * each query's first ten results must include a product named as each `must` begins, and no
 * product named as a `mustNot` begins. Queries are typed with and without marks, some with a typo
 * or a word no product has. Checked by search-relevance.test.ts.
 */
export interface RelevanceCase {
  q: string
  must: string[]
  mustNot: string[]
}

export const relevanceSet: RelevanceCase[] = [
  // Rice cookers: the words "cơm" and "nồi" keep the classic sandals and the hot pot out.
  {
    q: 'noi com dien',
    must: ['Nồi cơm điện cao tần', 'Nồi cơm điện tử Sunhouse Mama'],
    mustNot: ['Dép tổ ong cổ điển', 'Nồi lẩu điện', 'Quạt tích điện'],
  },
  {
    q: 'nồi cơm điện',
    must: ['Nồi cơm điện nắp gài Sunhouse', 'Nồi cơm điện thông minh Xiaomi'],
    mustNot: ['Dép tổ ong cổ điển', 'Nồi lẩu điện'],
  },
  {
    q: 'noi com dein',
    must: ['Nồi cơm điện cao tần', 'Nồi cơm điện nắp gài'],
    mustNot: ['Dép tổ ong cổ điển', 'Nồi inox', 'Bộ nồi'],
  },
  // No product has "sharp": the rice cookers have the most words.
  {
    q: 'noi com sharp',
    must: ['Nồi cơm điện cao tần', 'Nồi cơm điện tử'],
    mustNot: ['Nồi inox', 'Bộ nồi', 'Nồi lẩu điện'],
  },
  { q: 'noi lau dien', must: ['Nồi lẩu điện đa năng Sunhouse'], mustNot: ['Nồi cơm điện'] },
  // Fans
  {
    q: 'quat dien',
    must: ['Quạt tích điện Rạng Đông'],
    mustNot: ['Dép tổ ong cổ điển', 'Nồi cơm điện', 'Điện thoại'],
  },
  {
    q: 'quạt đứng',
    must: ['Quạt đứng Sunhouse 5 cánh', 'Quạt đứng thông minh Xiaomi'],
    mustNot: ['Nồi cơm điện', 'Dép'],
  },
  { q: 'quat dieu hoa', must: ['Quạt điều hòa Sunhouse 40 lít'], mustNot: ['Quạt bàn mini'] },
  // Phones and tablets
  {
    q: 'dien thoai iphone',
    must: ['Điện thoại iPhone 16 Pro', 'Điện thoại iPhone 15'],
    mustNot: ['Điện thoại Samsung', 'Nồi cơm điện', 'Máy tính bảng iPad'],
  },
  { q: 'iphoen', must: ['Điện thoại iPhone'], mustNot: ['Laptop MacBook'] },
  {
    q: 'dien thaoi',
    must: ['Điện thoại Xiaomi Redmi Note 14', 'Điện thoại iPhone 16 Pro'],
    mustNot: ['Nồi cơm điện', 'Dép tổ ong cổ điển', 'Quạt tích điện'],
  },
  // No iPhone 15 Pro Max: the iPhone 16 Pro Max has three of the four words.
  {
    q: 'iphone 15 pro max',
    must: ['Điện thoại iPhone 16 Pro Max'],
    mustNot: ['Laptop MacBook', 'Máy tính bảng'],
  },
  {
    q: 'xiaomi redmi note 14 pro',
    must: ['Điện thoại Xiaomi Redmi Note 14 Pro 5G'],
    mustNot: ['Màn hình Xiaomi Redmi Monitor', 'Tai nghe Xiaomi Redmi Buds'],
  },
  {
    q: 'samsung galaxy',
    must: ['Máy tính bảng Samsung Galaxy Tab', 'Laptop Samsung Galaxy Book'],
    mustNot: ['Điện thoại iPhone', 'Màn hình Samsung'],
  },
  {
    q: 'may tinh bang samsng',
    must: ['Máy tính bảng Samsung Galaxy Tab A9+', 'Máy tính bảng Samsung Galaxy Tab S10'],
    mustNot: ['Điện thoại Samsung', 'Laptop Samsung'],
  },
  { q: 'ipad', must: ['Máy tính bảng iPad'], mustNot: ['Điện thoại iPhone'] },
  // Computers
  {
    q: 'laptop macbook air',
    must: ['Laptop MacBook Air M4'],
    mustNot: ['Laptop Samsung', 'Laptop MacBook Pro'],
  },
  {
    q: 'màn hình 27 inch',
    must: ['Màn hình Samsung Odyssey G5 27 inch', 'Màn hình Xiaomi Redmi Monitor 27 inch'],
    mustNot: ['Màn hình Samsung Essential S3 24 inch'],
  },
  {
    q: 'ban phim co',
    must: ['Bàn phím cơ không dây'],
    mustNot: ['Chuột gaming', 'Chuột công thái học'],
  },
  {
    q: 'chuột không dây',
    must: ['Chuột công thái học không dây', 'Combo bàn phím chuột không dây'],
    mustNot: ['Bàn phím cơ không dây', 'Tai nghe'],
  },
  // Headphones
  {
    q: 'tai nghe sony',
    must: ['Tai nghe Sony WF-1000XM5', 'Tai nghe Sony WH-1000XM5'],
    mustNot: ['Tai nghe AirPods', 'Tai nghe Samsung'],
  },
  { q: 'tai nghe sny', must: ['Tai nghe Sony'], mustNot: ['Serum nghệ', 'Sữa rửa mặt nghệ'] },
  {
    q: 'tai nghe bluetoth',
    must: ['Tai nghe Bluetooth nhét tai'],
    mustNot: ['Serum nghệ', 'Sữa rửa mặt nghệ'],
  },
  // Shoes and sandals
  {
    q: 'giay the thao',
    must: ["Giày thể thao Biti's Hunter", 'Giày thể thao sneaker'],
    mustNot: ['Dép', 'Áo thun nam Coolmate Excool thể thao'],
  },
  {
    q: "giày biti's hunter",
    must: ["Giày thể thao Biti's Hunter Street", "Giày thể thao Biti's Hunter Running"],
    mustNot: ["Dép Biti's", "Sandal Biti's"],
  },
  {
    q: 'giay the thao nike',
    must: ["Giày thể thao Biti's Hunter"],
    mustNot: ['Áo thun nam Coolmate Excool thể thao', 'Dép'],
  },
  { q: 'dép tổ ong', must: ['Dép tổ ong cổ điển'], mustNot: ['Giày thể thao', 'Nồi cơm điện'] },
  {
    q: 'dep bitis',
    must: ["Dép Biti's Eva Phylon"],
    mustNot: ['Giày thể thao', 'Quần jean nam'],
  },
  { q: 'sandal', must: ["Sandal Biti's quai dù"], mustNot: ['Giày thể thao'] },
  // Clothes and bags
  {
    q: 'ao thun nam',
    must: ['Áo thun nam oversize', 'Áo thun nam polo Canifa'],
    mustNot: ['Áo sơ mi nam', 'Quần jean nam'],
  },
  {
    q: 'áo sơ mi nam trắng',
    must: ['Áo sơ mi nam Canifa dài tay vải Oxford - Trắng'],
    mustNot: ['Áo thun nam', 'Áo kiểu nữ'],
  },
  { q: 'ao kieu nu', must: ['Áo kiểu nữ blouse', 'Áo kiểu nữ croptop'], mustNot: ['Áo sơ mi nam'] },
  { q: 'quan jean nam', must: ['Quần jean nam'], mustNot: ['Áo thun nam', 'Áo sơ mi nam denim'] },
  {
    q: 'dam maxi',
    must: ['Đầm maxi hoa nhí đi biển'],
    mustNot: ['Túi xách cói đan tay đi biển', 'Đầm công sở'],
  },
  {
    q: 'túi xách da bò',
    must: ['Túi xách da bò thủ công Hội An'],
    mustNot: ['Túi xách cói', 'Túi xách đeo chéo'],
  },
  // Cosmetics
  {
    q: 'kem chong nang',
    must: ['Kem chống nắng bí đao'],
    mustNot: ['Kem dưỡng ẩm rau má', 'Quạt'],
  },
  {
    q: 'sữa rửa mặt',
    must: ['Sữa rửa mặt nghệ Hưng Yên', 'Sữa rửa mặt bí đao'],
    mustNot: ['Serum', 'Nước tẩy trang'],
  },
  {
    q: 'serum nghe',
    must: ['Serum nghệ Hưng Yên'],
    mustNot: ['Tai nghe', 'Sữa rửa mặt nghệ'],
  },
  // Food and drinks
  {
    q: 'ca phe robusta',
    must: ['Cà phê Robusta Buôn Ma Thuột', 'Cà phê Culi Robusta'],
    mustNot: ['Cà phê Arabica', 'Mật ong hoa cà phê'],
  },
  { q: 'cafe trung nguyen', must: ['Cà phê Trung Nguyên'], mustNot: ['Trà'] },
  { q: 'trà sen', must: ['Trà sen Tây Hồ'], mustNot: ['Túi xách tote canvas in họa tiết sen'] },
  { q: 'tra thai nguyen', must: ['Trà Thái Nguyên móc câu'], mustNot: ['Cà phê'] },
  { q: 'mật ong', must: ['Mật ong hoa cà phê Đắk Lắk'], mustNot: ['Cà phê Trung Nguyên'] },
  { q: 'nuoc mam phu quoc', must: ['Nước mắm Phú Quốc'], mustNot: ['Tương ớt', 'Mắm tôm'] },
  // Home. "chao" is also "cháo" (porridge) in the rice cookers' descriptions: they follow the pans.
  { q: 'chan ga goi', must: ['Bộ chăn ga gối cotton Tencel'], mustNot: ['Gối ôm', 'Quần'] },
  {
    q: 'den led rang dong',
    must: ['Đèn LED tuýp Rạng Đông', 'Bóng đèn LED Bulb Rạng Đông'],
    mustNot: ['Quạt tích điện Rạng Đông'],
  },
  {
    q: 'chảo chống dính',
    must: ['Chảo chống dính vân đá Sunhouse', 'Chảo gang đúc chống dính', 'Chảo sâu lòng'],
    mustNot: ['Bộ dao', 'Thớt gỗ'],
  },
]
