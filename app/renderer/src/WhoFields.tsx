import { useState } from 'react';

/**
 * Who acts and their PIN: the same two fields wherever a person must prove a role (logging in,
 * a pit boss's ruling). The PIN field never keeps or suggests what was typed.
 */
export function WhoFields({
  nameLabel,
  pinLabel = 'PIN',
  operator,
  onOperator,
  pin,
  onPin,
  pinRequired,
}: {
  readonly nameLabel: string;
  /** The PIN field's label in the screen's language. */
  readonly pinLabel?: string;
  readonly operator: string;
  readonly onOperator: (operator: string) => void;
  readonly pin: string;
  readonly onPin: (pin: string) => void;
  readonly pinRequired: boolean;
}) {
  return (
    <>
      <label>
        {nameLabel}
        <input
          value={operator}
          required
          maxLength={40}
          onChange={(event) => onOperator(event.target.value)}
        />
      </label>
      <label>
        {pinLabel}
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required={pinRequired}
          value={pin}
          onChange={(event) => onPin(event.target.value)}
        />
      </label>
    </>
  );
}

/** The two fields' state: who signs a change, and their PIN (emptied by the form after each answer). */
export function useWho() {
  const [operator, setOperator] = useState('');
  const [pin, setPin] = useState('');
  return { operator, setOperator, pin, setPin };
}

export type Who = ReturnType<typeof useWho>;

/** Who signs a change, in a fieldset of its own beside the form's fields. */
export function WhoFieldset({
  who,
  legend,
  nameLabel,
  pinLabel,
}: {
  readonly who: Who;
  readonly legend: string;
  readonly nameLabel: string;
  readonly pinLabel: string;
}) {
  return (
    <fieldset className="books-signatures">
      <legend>{legend}</legend>
      <WhoFields
        nameLabel={nameLabel}
        pinLabel={pinLabel}
        operator={who.operator}
        onOperator={who.setOperator}
        pin={who.pin}
        onPin={who.setPin}
        pinRequired
      />
    </fieldset>
  );
}
