/** The detail id of the current URL's query parameter `name` ('id' or 'case_id'), or null (parse-id.ts). */
import { useSearchParams } from 'react-router';
import { parseId } from './parse-id';

export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  return parseId(params.get(name));
}
