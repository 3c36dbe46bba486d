import { useEffect, useRef, useState } from 'react';
import { lookupPostal } from '@/api/website/enquiry-aids';
import {
  addressLine,
  commonAddress,
  postalDigits,
  type PostalAddress,
} from '@/shared/postal-code';

export type PostalStatus = 'idle' | 'searching' | 'found' | 'none' | 'failed';

export interface PostalFill {
  status: PostalStatus;
  /** The towns of the code (several: the visitor may pick one). */
  towns: PostalAddress[];
  /** What the code's towns have in common, as one line. */
  line: string;
  /** Whether that line went into the address. */
  filled: boolean;
  /** The index of the town picked, -1 before a pick. */
  picked: number;
  /** Puts the town at `index` in the address (see usePostalFill). */
  pick: (index: number) => void;
}

/**
 * Fills the address from a complete postal code (any width, hyphen or not):
 * the towns' common part, the whole line for one town. The address is only
 * written while it is empty or still holds the previous fill, never over
 * what the visitor typed. Picking one of several towns replaces the fill at
 * the start of the address and keeps what was typed after it.
 */
export function usePostalFill(
  postalCode: string,
  address: string,
  setAddress: (value: string) => void,
): PostalFill {
  const digits = postalDigits(postalCode);
  const [found, setFound] = useState<{
    status: PostalStatus;
    towns: PostalAddress[];
    filled: boolean;
    picked: number;
  }>({ status: 'idle', towns: [], filled: false, picked: -1 });
  /** The last line this hook wrote into the address. */
  const last = useRef('');
  const current = useRef(address);
  current.current = address;
  const write = useRef(setAddress);
  write.current = setAddress;

  useEffect(() => {
    if (!digits) {
      setFound({ status: 'idle', towns: [], filled: false, picked: -1 });
      return;
    }
    let alive = true;
    setFound({ status: 'searching', towns: [], filled: false, picked: -1 });
    lookupPostal(digits).then(
      (towns) => {
        if (!alive) return;
        const line = commonAddress(towns);
        const now = current.current;
        const free = now.trim() === '' || now === last.current;
        const filled = !!line && free;
        if (filled) {
          last.current = line;
          write.current(line);
        }
        const status = towns.length ? 'found' : 'none';
        setFound({ status, towns, filled, picked: -1 });
      },
      () =>
        alive &&
        setFound({ status: 'failed', towns: [], filled: false, picked: -1 }),
    );
    return () => {
      alive = false;
    };
  }, [digits]);

  const pick = (index: number) => {
    const town = found.towns[index];
    if (!town) return;
    const line = addressLine(town);
    const now = current.current;
    const rest =
      last.current && now.startsWith(last.current)
        ? now.slice(last.current.length)
        : now.trim() === ''
          ? ''
          : undefined;
    if (rest === undefined) return;
    last.current = line;
    write.current(line + rest);
    setFound((f) => ({ ...f, filled: true, picked: index }));
  };

  return { ...found, line: commonAddress(found.towns), pick };
}
