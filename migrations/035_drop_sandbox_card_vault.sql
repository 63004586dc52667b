-- Card numbers never live in NaRate's database: saved cards are tokenised by the card acquirer
-- (its own storage) through its card fields, and NaRate keeps only the token, brand, last four
-- digits and expiry. The in-process sandbox's vault, which held full card numbers, goes.

-- A card saved in the old vault has no token the acquirer knows: it can charge nothing. The
-- shopper saves the card again in the card fields (autopay is off until then).
delete from saved_cards where provider = 'narate_test';

drop table if exists sandbox_card_vault;
