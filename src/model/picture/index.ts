// The picture domain: the visual stage of the derived chain (colours, words, discs), pure.
export * from './mapPicture';
export * from './nodeText';
