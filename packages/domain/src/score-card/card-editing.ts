// Score card editing rules used by the score card page (issue #5): score capping, player picking.
export {};
