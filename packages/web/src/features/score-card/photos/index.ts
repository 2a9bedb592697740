// The score card's Photos button and dialog; the score card page renders it
// next to its Save button.
export { PhotosButton, type PhotosButtonProps } from './photos-button';
