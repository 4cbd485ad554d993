/** One page of a list, as every list call answers (design section 4). */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}
