/** 13812345678 → 138****5678: the number is on screen in a shop, in front of customers. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** 11010519491231002X → 1101**********002X: the owner's ID number, shown in a shop, in front of customers. */
export function maskIdNumber(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id;
}
