import { Center, CenterUnavailableError } from '../../core/shipping/center.js';
import { CliError, EXIT } from '../exit-codes.js';
import { words } from '../words.js';

/** A call on the center; an unreachable center is said in the command's language. */
export async function withCenter<T>(url: string, act: (center: Center) => Promise<T>): Promise<T> {
  const center = new Center(url);
  try {
    return await act(center);
  } catch (error) {
    if (error instanceof CenterUnavailableError) throw new CliError(words().say(error.said), EXIT.internal);
    throw error;
  } finally {
    await center.close();
  }
}
