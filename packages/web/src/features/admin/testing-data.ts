import type { UserDto } from '@darts/contract';
import type { AccessOption } from '@darts/domain';

/** An account holding `options`. */
export function account(name: string, emailAddress: string, options: AccessOption[] = []): UserDto {
  return {
    name,
    givenName: name.split(' ')[0] ?? name,
    emailAddress,
    accessLevels: Object.fromEntries(options.map((o) => [o, {}])),
    transient: false,
  };
}
