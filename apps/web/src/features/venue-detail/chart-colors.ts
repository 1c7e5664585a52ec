/**
 * Series colours of the detail charts: the runtime theme's primary colour (lib/theme THEMES, spec §7
 * runtime configuration), dark green for free hours and grey for the programme's minimums. Each has
 * >= 3:1 contrast on white, as WCAG asks of graphics; legends and captions name every series.
 */
import { antdThemeName } from '../../lib/antd-scope';
import { THEMES } from '../../lib/theme';

export function chartColors(): { primary: string; free: string; requirement: string } {
  return { primary: THEMES[antdThemeName()].primary, free: '#237804', requirement: '#737373' };
}
