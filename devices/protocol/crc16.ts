/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF): common in reader firmware, catches every burst up to 16 bits. */
const TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

export function crc16(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffff;
  for (let i = start; i < end; i++)
    crc = ((crc << 8) & 0xffff) ^ (TABLE[((crc >> 8) ^ (bytes[i] ?? 0)) & 0xff] ?? 0);
  return crc;
}
